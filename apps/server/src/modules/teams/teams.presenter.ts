import type { ScoreLineView, TeamView } from '@shred/contract';
import { athleteId, credits, DEFAULT_GAME_CONFIG, remainingBudget, type ScoreLine } from '@shred/game';
import { breakdownOf, type GameScoring } from '../scoring/game-scoring.ts';
import type { PickView, TeamWithOwner } from './team-reads.queries.ts';

export function presentScoreLine(line: ScoreLine, names: ReadonlyMap<number, string>): ScoreLineView {
  return {
    athlete_id: line.athleteId,
    athlete_name: names.get(line.athleteId) ?? '',
    place: line.place,
    place_points: line.placePoints,
    bonuses: line.bonuses.map((b) => ({ name: b.name, points: b.points })),
    bonus_points: line.bonusPoints,
    athlete_points: line.total,
    tier: line.tier,
    tier_boost: line.tierBoost,
    is_captain: line.isCaptain,
    captain_multiplier: line.captainMultiplier,
    line_total: line.lineTotal,
  };
}

export const athleteNames = (picks: readonly PickView[]): Map<number, string> =>
  new Map(picks.map((p) => [p.athlete.id, `${p.athlete.firstName} ${p.athlete.lastName}`.trim()]));

/** A team's score line by line from the stored results (packages/game `scoreTeam`). */
export function teamBreakdown(
  team: Pick<TeamWithOwner, 'captainAthleteId'>,
  picks: readonly PickView[],
  scoring: GameScoring,
) {
  return breakdownOf(
    {
      picks: picks.map((p) => ({
        athleteId: athleteId(p.athlete.id),
        card: p.tier ? { tier: p.tier } : null,
      })),
      captainId: athleteId(team.captainAthleteId),
    },
    scoring,
  );
}

export function presentTeam(
  team: TeamWithOwner,
  picks: readonly PickView[],
  scoring: GameScoring,
  now: number,
): TeamView {
  const breakdown = teamBreakdown(team, picks, scoring);
  const names = athleteNames(picks);
  const prices = picks.map((p) => credits(p.price ?? 0));
  const budget = DEFAULT_GAME_CONFIG.quickplay.budget;
  return {
    id: team.id,
    game_id: team.gameId,
    user: { id: team.userId, username: team.username },
    mode: team.mode,
    entry_number: team.entryNumber,
    cup_slug: team.cupSlug,
    captain_id: team.captainAthleteId,
    version: team.version,
    submitted_at: team.submittedAt.toISOString(),
    updated_at: team.updatedAt.toISOString(),
    score: team.score,
    rank: team.rank,
    picks: picks.map((p) => ({
      athlete: {
        id: p.athlete.id,
        slug: p.athlete.slug,
        first_name: p.athlete.firstName,
        last_name: p.athlete.lastName,
        avatar: p.athlete.avatar,
        nationality: { ioc: p.athlete.nationality },
        aspi: p.athlete.aspi,
      },
      card_instance_id: p.cardInstanceId,
      tier: p.tier,
      price: p.price,
      locks_at: p.locksAt?.toISOString() ?? '',
      locked: p.locksAt !== null && p.locksAt.getTime() <= now,
    })),
    breakdown: {
      lines: breakdown.lines.map((line) => presentScoreLine(line, names)),
      total: breakdown.total,
    },
    budget:
      team.mode === 'quickplay'
        ? {
            budget,
            spent: budget - remainingBudget(prices, budget),
            remaining: remainingBudget(prices, budget),
          }
        : null,
  };
}
