/**
 * Quickplay picks, one screen at a time with no going back (GAME.md "Quickplay"): a budget of
 * 100 credits, price = athletePrice(ASPI), and a pick is offered only if the credits left still
 * pay for the cheapest athletes that could fill the remaining screens.
 */
import type { StartlistEntryView, TeamBody, TeamView } from '@shred/contract';
import { athletePrice, type Credits, canPickWithinBudget, credits, remainingBudget } from '@shred/game';
import { isLocked } from './manager-team-builder.ts';
import type { QuickplayDraft } from './quickplay-draft.ts';

export interface QuickplayChoice {
  entry: StartlistEntryView;
  price: Credits;
  /** Why this athlete cannot be picked on this screen; null when they can. */
  blocked: string | null;
}

const priceOf = (entry: StartlistEntryView): Credits => athletePrice(entry.athlete.aspi);

/** Athletes that can still be picked at all: on the startlist, not withdrawn, not locked, not picked. */
function open(entry: StartlistEntryView, picked: ReadonlySet<number>, nowMs: number): boolean {
  return !picked.has(entry.athlete.id) && !entry.withdrawn && !isLocked(entry, nowMs);
}

export function spentAndLeft(
  startlist: readonly StartlistEntryView[],
  picks: readonly number[],
  budget: number,
): { spent: Credits; left: Credits } {
  const prices = picks.flatMap((id) => {
    const entry = startlist.find((e) => e.athlete.id === id);
    return entry ? [priceOf(entry)] : [];
  });
  const left = remainingBudget(prices, credits(budget));
  return { spent: credits(budget - left), left };
}

/**
 * The athletes of the next pick screen: affordable ones first (best ASPI first), then the
 * blocked ones with their reason. Already picked athletes are left out.
 */
export function quickplayChoices(
  startlist: readonly StartlistEntryView[],
  picks: readonly number[],
  budget: number,
  teamSize: number,
  nowMs: number,
): QuickplayChoice[] {
  const picked = new Set(picks);
  const { left } = spentAndLeft(startlist, picks, budget);
  const picksLeftAfter = teamSize - picks.length - 1;
  const available = startlist.filter((entry) => open(entry, picked, nowMs));
  return startlist
    .filter((entry) => !picked.has(entry.athlete.id))
    .map((entry): QuickplayChoice => {
      const price = priceOf(entry);
      if (entry.withdrawn) return { entry, price, blocked: 'Withdrawn from this game.' };
      if (isLocked(entry, nowMs)) return { entry, price, blocked: 'Locked: their competition has started.' };
      if (price > left) return { entry, price, blocked: `Costs ${price} credits: you have ${left} left.` };
      const otherPrices = available.filter((other) => other !== entry).map(priceOf);
      if (!canPickWithinBudget({ price, remaining: left, picksLeftAfter, otherPrices })) {
        return {
          entry,
          price,
          blocked: `Leaves too few credits for your ${picksLeftAfter} remaining pick${picksLeftAfter === 1 ? '' : 's'}.`,
        };
      }
      return { entry, price, blocked: null };
    })
    .sort(
      (a, b) =>
        Number(a.blocked !== null) - Number(b.blocked !== null) ||
        b.entry.athlete.aspi - a.entry.athlete.aspi,
    );
}

/** The screens of the flow: picks 1…teamSize, then the captain, then review and submit. */
export type QuickplayStep = { kind: 'pick'; number: number } | { kind: 'captain' } | { kind: 'review' };

export function quickplayStep(
  picks: readonly number[],
  captainId: number | null,
  teamSize: number,
): QuickplayStep {
  if (picks.length < teamSize) return { kind: 'pick', number: picks.length + 1 };
  if (captainId === null || !picks.includes(captainId)) return { kind: 'captain' };
  return { kind: 'review' };
}

export function quickplayTeamBody(
  picks: readonly number[],
  captainId: number,
  cupSlug: string | null,
): TeamBody {
  return {
    mode: 'quickplay',
    picks: picks.map((id) => ({ athlete_id: id })),
    captain_id: captainId,
    ...(cupSlug ? { cup_slug: cupSlug } : {}),
  };
}

/**
 * Picking a stored quickplay team anew (late swap): its locked picks stay as the first picks
 * and a locked captain stays captain; every other screen is picked again.
 */
export function repickDraft(
  team: TeamView,
  startlist: readonly StartlistEntryView[],
  nowMs: number,
): QuickplayDraft {
  const locked = (athleteId: number) => {
    const entry = startlist.find((e) => e.athlete.id === athleteId);
    return entry ? isLocked(entry, nowMs) : false;
  };
  const picks = team.picks.map((pick) => pick.athlete.id).filter(locked);
  return { picks, captainId: locked(team.captain_id) ? team.captain_id : null, teamId: team.id };
}
