import type { AthleteCard, Listing, MarketAlert } from '@shred/contract';
import { marketFee, sellerProceeds } from '@shred/game';
import type { RouteResult } from '../../api/index.ts';
import { buildCard } from '../teams/teams.testing.ts';

/** An active listing of card `id` (athlete 1, Mika Arnold) by @rider; override what a test is about. */
export function buildListing(id: number, overrides: Partial<Listing> = {}): Listing {
  const price = overrides.price ?? 120;
  return {
    id,
    card: buildCard(id * 10, 1, { owner: { id: 2, username: 'rider' } }),
    price,
    fee: marketFee(price),
    seller_receives: sellerProceeds(price),
    seller_username: 'rider',
    is_house: false,
    status: 'active',
    expires_at: '2026-11-30T10:00:00.000Z',
    created_at: '2026-11-25T10:00:00.000Z',
    closed_at: null,
    buyer_username: null,
    ...overrides,
  };
}

/** One of the viewer's cards, for the create page. */
export const buildOwnCard = (cardId: number, athleteId: number, overrides: Partial<AthleteCard> = {}) =>
  buildCard(cardId, athleteId, { listing: null, ...overrides });

export function buildAlert(id: number, overrides: Partial<MarketAlert> = {}): MarketAlert {
  return {
    id,
    athlete: {
      id: 1,
      slug: 'mika-arnold-1',
      first_name: 'Mika',
      last_name: 'Arnold',
      avatar: null,
      gender: 'M',
    },
    athlete_id: 1,
    tier: null,
    max_price: 150,
    created_at: '2026-11-20T10:00:00.000Z',
    fired_count: 0,
    last_fired_at: null,
    ...overrides,
  };
}

export const listingPage = <T>(results: T[], count = results.length, next: number | null = null) => ({
  count,
  next,
  results,
});

/** The credits answer; a contract extension costs what the default game config says. */
export const CREDITS = (balance: number): RouteResult<'credits'> => ({
  balance,
  entries: [],
  extension_cost_per_game: { common: 1, rare: 2, epic: 4, legendary: 8 },
});

/** What a page passes to the mocked api client. */
export interface CallOptions {
  body?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
}
