import {
  CAPTAIN_TOP_PLACE,
  CHALLENGE_CONDITION_OF_EVENT,
  CHALLENGE_EVENT_TYPES,
  type ChallengeCondition,
  type ChallengeEvent,
  type ChallengeStep,
  challengeSteps,
  XP_FOR_CHALLENGE,
} from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DomainEventHandler } from '../../platform/domain-events/dispatcher.ts';
import type { DomainEvent } from '../../platform/domain-events/domain-event-types.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';
import { awardXp } from '../xp/xp-awards.ts';

export interface CompletedChallenge {
  userId: number;
  challengeId: number;
}

/** What the rules need to know of an event besides its payload, read as it stands now. */
async function challengeEventOf(tx: Db, event: DomainEvent): Promise<ChallengeEvent | null> {
  switch (event.type) {
    case 'team.created': {
      const [team] = await queryRows<{ mode: 'manager' | 'quickplay' }>(
        tx,
        sql`select mode from teams where id = ${event.payload.team_id}`,
      );
      return team ? { type: event.type, payload: event.payload, mode: team.mode } : null;
    }
    case 'game.completed': {
      // The manager-mode teams on the final board whose captain placed in the top 3, each
      // manager's best: a board may hold 100,000 teams, so only those that count leave SQL.
      const captains = await queryRows<{ user_id: number; captain_place: number | null }>(
        tx,
        sql`select t.user_id, min(p.place)::int as captain_place
            from current_standings cs
            join teams t on t.id = cs.team_id
            join athlete_game_points p on p.game_id = t.game_id and p.athlete_id = t.captain_athlete_id
            where cs.game_id = ${event.payload.game_id} and cs.mode = 'manager' and p.place <= ${CAPTAIN_TOP_PLACE}
            group by t.user_id`,
      );
      return {
        type: event.type,
        payload: event.payload,
        captains: captains.map((row) => ({ userId: row.user_id, captainPlace: row.captain_place })),
      };
    }
    case 'draft.opened':
    case 'listing.sold':
    case 'user.followed':
    case 'league.joined':
      return event as ChallengeEvent;
    default:
      return null;
  }
}

/**
 * Count steps towards every challenge of their condition in a set active at `at`, and complete
 * those whose target they meet, inside the caller's transaction. A step's key (user,
 * challenge, reference) counts the same thing once: a repeat, even a concurrent one, waits on
 * the key and inserts nothing, so progress rises only by the steps that were new. The progress
 * row is locked by its upsert, so concurrent steps of one manager take turns on it, and only
 * the first to see the target met finds `completed_at` still null and completes it.
 */
export async function countChallengeSteps(
  tx: Db,
  steps: readonly ChallengeStep[],
  at: Date,
): Promise<CompletedChallenge[]> {
  const completed: CompletedChallenge[] = [];
  for (const condition of new Set(steps.map((step) => step.condition))) {
    // In one order, so two writers of overlapping steps take their key locks alike.
    const mine = steps
      .filter((step) => step.condition === condition)
      .toSorted((a, b) => a.userId - b.userId || a.reference - b.reference);
    const raised = await queryRows<{ user_id: number; challenge_id: number }>(
      tx,
      sql`with step as (
            select * from unnest(${intArray(mine.map((s) => s.userId))}::int[],
                                 ${intArray(mine.map((s) => s.reference))}::int[]) as s(user_id, reference)),
          live as (
            select c.id as challenge_id from challenges c join challenge_sets s on s.id = c.set_id
            where c.condition = ${condition}
              and s.starts_at <= ${at.toISOString()}::timestamptz
              and s.ends_at > ${at.toISOString()}::timestamptz),
          inserted as (
            insert into challenge_steps (user_id, challenge_id, reference, created_at)
            select step.user_id, live.challenge_id, step.reference, ${at.toISOString()}::timestamptz
            from step cross join live
            order by step.user_id, live.challenge_id, step.reference
            on conflict do nothing
            returning user_id, challenge_id),
          counted as (
            select user_id, challenge_id, count(*)::int as n from inserted
            group by user_id, challenge_id order by user_id, challenge_id)
          insert into challenge_progress (user_id, challenge_id, progress)
          select user_id, challenge_id, n from counted
          on conflict (user_id, challenge_id) do update
            set progress = challenge_progress.progress + excluded.progress, updated_at = now()
          returning user_id, challenge_id`,
    );
    if (raised.length === 0) continue;
    const done = await queryRows<{ user_id: number; challenge_id: number }>(
      tx,
      sql`update challenge_progress p set completed_at = ${at.toISOString()}::timestamptz, updated_at = now()
          from challenges c
          where c.id = p.challenge_id
            and (p.user_id, p.challenge_id) in (
              select * from unnest(${intArray(raised.map((r) => r.user_id))}::int[],
                                   ${intArray(raised.map((r) => r.challenge_id))}::int[]))
            and p.completed_at is null
            and p.progress >= c.target
          returning p.user_id, p.challenge_id`,
    );
    completed.push(...done.map((row) => ({ userId: row.user_id, challengeId: row.challenge_id })));
  }
  if (completed.length === 0) return completed;
  // Told in the same transaction: notifications and rewards react to the event, and the
  // completion's XP is given with it (the XP ledger's key gives it once).
  await publish(
    tx,
    ...completed.map((c) =>
      domainEvent('challenge.completed', { user_id: c.userId, challenge_id: c.challengeId }),
    ),
  );
  const given = await awardXp(
    tx,
    completed.map((c) => ({
      userId: c.userId,
      reason: 'challenge' as const,
      reference: c.challengeId,
      amount: XP_FOR_CHALLENGE,
    })),
  );
  await announceStale(
    tx,
    given.map((award) => readTags.user(award.userId)),
  );
  return completed;
}

async function anyLiveChallenge(tx: Db, condition: ChallengeCondition, at: Date): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from challenges c join challenge_sets s on s.id = c.set_id
        where c.condition = ${condition}
          and s.starts_at <= ${at.toISOString()}::timestamptz and s.ends_at > ${at.toISOString()}::timestamptz
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * Progress on challenges (GAME.md "Engagement"): each event the rules count steps a manager
 * forward in the sets active when the event happened (its `createdAt`, not when it is handled,
 * so a retry after a set ended still counts what was done in time).
 */
export const challengeProgressHandler: DomainEventHandler = {
  name: 'challenges.progress',
  types: CHALLENGE_EVENT_TYPES,
  async handle(tx, event) {
    if (!(event.type in CHALLENGE_CONDITION_OF_EVENT)) return;
    const condition = CHALLENGE_CONDITION_OF_EVENT[event.type as keyof typeof CHALLENGE_CONDITION_OF_EVENT];
    // Most events happen with no challenge of theirs running: nothing to read or count then.
    if (!(await anyLiveChallenge(tx, condition, event.createdAt))) return;
    const counted = await challengeEventOf(tx, event);
    if (!counted) return;
    await countChallengeSteps(tx, challengeSteps(counted), event.createdAt);
  },
};
