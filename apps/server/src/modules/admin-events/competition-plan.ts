import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { badRequest } from '../../http/errors.ts';

export interface CompetitionInput {
  id?: number | undefined;
  name: string;
  starts_at: string;
  is_final: boolean;
}

export interface PlannedCompetition {
  id?: number | undefined;
  name: string;
  startsAt: Date;
  isFinal: boolean;
  roundOrder: number;
}

const DAY_MS = 86_400_000;

/**
 * Rounds in start order, numbered from 1; when staff flag no final, the last round is it.
 * Two rounds may not start at the same time, so the order (and each pick's lock) is clear.
 */
export function planCompetitions(input: readonly CompetitionInput[]): PlannedCompetition[] {
  const sorted = input
    .map((c) => ({ ...c, startsAt: new Date(c.starts_at) }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  sorted.forEach((c, i) => {
    if (i > 0 && c.startsAt.getTime() === sorted[i - 1]?.startsAt.getTime()) {
      throw badRequest('Two competitions cannot start at the same time.', {
        competitions: ['Two competitions cannot start at the same time.'],
      });
    }
  });
  const hasFinal = sorted.some((c) => c.is_final);
  return sorted.map((c, i) => ({
    id: c.id,
    name: c.name,
    startsAt: c.startsAt,
    isFinal: hasFinal ? c.is_final : i === sorted.length - 1,
    roundOrder: i + 1,
  }));
}

/** Entries open a week before the first round by default (GAME.md), and never after it starts. */
export function entryWindowOpens(requested: string | Date | undefined, first: Date | undefined): Date {
  if (!first)
    throw badRequest('Give at least one competition.', { competitions: ['Give at least one competition.'] });
  const days = DEFAULT_GAME_CONFIG.schedule.entryWindowDaysBeforeFirstCompetition;
  const opensAt = requested === undefined ? new Date(first.getTime() - days * DAY_MS) : new Date(requested);
  if (opensAt.getTime() >= first.getTime()) {
    const message = 'The entry window must open before the first competition starts.';
    throw badRequest(message, { opens_at: [message] });
  }
  return opensAt;
}
