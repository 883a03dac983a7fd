import type { CardTier } from './tiers.ts';

/** A bundle of draft credits sold through the payment provider (GAME.md "Economy"). */
export interface CreditBundle {
  readonly id: string;
  readonly credits: number;
  readonly priceCents: number;
  readonly currency: 'EUR';
  readonly label: string;
}

/** Bigger bundles cost less per credit: 100 at €0.99, 550 at €4.99 (−8 %), 1,200 at €9.99 (−16 %). */
export const CREDIT_BUNDLES: readonly CreditBundle[] = [
  { id: 'handful', credits: 100, priceCents: 99, currency: 'EUR', label: 'Handful' },
  { id: 'stack', credits: 550, priceCents: 499, currency: 'EUR', label: 'Stack' },
  { id: 'vault', credits: 1200, priceCents: 999, currency: 'EUR', label: 'Vault' },
];

export const creditBundle = (id: string): CreditBundle | undefined => CREDIT_BUNDLES.find((b) => b.id === id);

/** One tier's integer weight in a draft's published odds. */
export interface TierWeight {
  readonly tier: CardTier;
  readonly weight: number;
}

/** The draft a new sport × tier starts with, before staff change it. */
export interface DraftDefaults {
  readonly price: number;
  readonly odds: readonly TierWeight[];
}

/**
 * The named tier is the floor and the most likely; higher tiers are rarer. A common draft costs
 * what a welcome grant gives, so a newcomer's first draft is free.
 */
export const DEFAULT_DRAFTS: Readonly<Record<CardTier, DraftDefaults>> = {
  common: {
    price: 100,
    odds: [
      { tier: 'common', weight: 8000 },
      { tier: 'rare', weight: 1600 },
      { tier: 'epic', weight: 350 },
      { tier: 'legendary', weight: 50 },
    ],
  },
  rare: {
    price: 300,
    odds: [
      { tier: 'rare', weight: 8000 },
      { tier: 'epic', weight: 1700 },
      { tier: 'legendary', weight: 300 },
    ],
  },
  epic: {
    price: 750,
    odds: [
      { tier: 'epic', weight: 9000 },
      { tier: 'legendary', weight: 1000 },
    ],
  },
  legendary: { price: 2000, odds: [{ tier: 'legendary', weight: 1 }] },
};

/** Credits every account receives once, on finishing onboarding: one common draft. */
export const WELCOME_CREDITS = DEFAULT_DRAFTS.common.price;

/** Credits an inviter receives once per invitee, when the invitee finishes onboarding (GAME.md "Referrals"). */
export const REFERRAL_CREDITS = 50;
