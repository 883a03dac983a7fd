import {
  CHALLENGE_SET_RECENT_DAYS,
  type Challenge,
  type ChallengeDetail,
  type ChallengeSet,
  type ChallengeSetDetail,
  type ChallengeSetPage,
  type ListPageQuery,
} from '@shred/contract';
import { challengeProgress, challengeSetPhase } from '@shred/game';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challengeSets, challenges, challengeProgress as progressTable } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export const CHALLENGE_SET_NOT_FOUND = 'There is no challenge set with this id.';
export const CHALLENGE_NOT_FOUND = 'There is no challenge with this id.';

const DAY_MS = 86_400_000;

type SetRow = {
  id: number;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  challengesCount: number;
  completedCount: number;
};

/**
 * The viewer's completed challenges of a set, counted beside the set's size. The outer row is
 * named in full: Drizzle writes a lone column unqualified, which inside these subqueries would
 * name the challenge's own id.
 */
const setColumns = (viewerId: number) => ({
  id: challengeSets.id,
  name: challengeSets.name,
  description: challengeSets.description,
  startsAt: challengeSets.startsAt,
  endsAt: challengeSets.endsAt,
  challengesCount: sql<number>`(select count(*)::int from challenges c where c.set_id = challenge_sets.id)`,
  completedCount: sql<number>`(select count(*)::int from challenge_progress p
    join challenges c on c.id = p.challenge_id
    where c.set_id = challenge_sets.id and p.user_id = ${viewerId} and p.completed_at is not null)`,
});

function presentSet(row: SetRow, at: Date): ChallengeSet {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: challengeSetPhase(row, at),
    challenges_count: Number(row.challengesCount),
    completed_count: Number(row.completedCount),
  };
}

const challengeColumns = {
  id: challenges.id,
  setId: challenges.setId,
  name: challenges.name,
  description: challenges.description,
  condition: challenges.condition,
  target: challenges.target,
  rewardKind: challenges.rewardKind,
  rewardAmount: challenges.rewardAmount,
  rewardCardTier: challenges.rewardCardTier,
  position: challenges.position,
  progress: progressTable.progress,
  completedAt: progressTable.completedAt,
};

type ChallengeRow = {
  id: number;
  setId: number;
  name: string;
  description: string;
  condition: Challenge['condition'];
  target: number;
  rewardKind: Challenge['reward']['kind'];
  rewardAmount: number;
  rewardCardTier: Challenge['reward']['card_tier'];
  position: number;
  progress: number | null;
  completedAt: Date | null;
};

function presentChallenge(row: ChallengeRow): Challenge {
  // A completed challenge shows full even if a later edit raised its target.
  const view = challengeProgress(row.completedAt ? row.target : (row.progress ?? 0), row.target);
  return {
    id: row.id,
    set_id: row.setId,
    name: row.name,
    description: row.description,
    condition: row.condition,
    target: row.target,
    progress: view.progress,
    percent: view.percent,
    reward: { kind: row.rewardKind, amount: row.rewardAmount, card_tier: row.rewardCardTier },
    position: row.position,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** Challenge sets and the caller's progress (INTERFACE.md "Notifications, rewards, challenges, live"). */
export function createChallengesService(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  async function setRow(id: number, viewerId: number): Promise<SetRow> {
    const [row] = await db.select(setColumns(viewerId)).from(challengeSets).where(eq(challengeSets.id, id));
    if (!row) throw notFound(CHALLENGE_SET_NOT_FOUND);
    return row;
  }

  const challengesOf = (viewerId: number) =>
    db
      .select(challengeColumns)
      .from(challenges)
      .leftJoin(
        progressTable,
        and(eq(progressTable.challengeId, challenges.id), eq(progressTable.userId, viewerId)),
      );

  return {
    /**
     * Active sets first (ending soonest first), then upcoming (starting soonest first), then
     * those ended in the last days (latest first).
     */
    async sets(viewerId: number, query: ListPageQuery): Promise<ChallengeSetPage> {
      const at = new Date(now());
      const atSql = sql`${at.toISOString()}::timestamptz`;
      const shown = gt(challengeSets.endsAt, new Date(at.getTime() - CHALLENGE_SET_RECENT_DAYS * DAY_MS));
      const phase = sql`case when ${challengeSets.startsAt} > ${atSql} then 1
        when ${challengeSets.endsAt} > ${atSql} then 0 else 2 end`;
      const [total] = await db.select({ n: count() }).from(challengeSets).where(shown);
      const rows = await db
        .select(setColumns(viewerId))
        .from(challengeSets)
        .where(shown)
        .orderBy(
          phase,
          sql`case when ${phase} = 0 then ${challengeSets.endsAt} end asc`,
          sql`case when ${phase} = 1 then ${challengeSets.startsAt} end asc`,
          sql`case when ${phase} = 2 then ${challengeSets.endsAt} end desc`,
          asc(challengeSets.id),
        )
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const n = total?.n ?? 0;
      return {
        count: n,
        next: query.page * query.page_size < n ? query.page + 1 : null,
        results: rows.map((row) => presentSet(row, at)),
      };
    },

    async set(id: number, viewerId: number): Promise<ChallengeSetDetail> {
      const row = await setRow(id, viewerId);
      const list = await challengesOf(viewerId)
        .where(eq(challenges.setId, id))
        .orderBy(asc(challenges.position), asc(challenges.id));
      return { ...presentSet(row, new Date(now())), challenges: list.map(presentChallenge) };
    },

    async challenge(id: number, viewerId: number): Promise<ChallengeDetail> {
      const [row] = await challengesOf(viewerId).where(eq(challenges.id, id));
      if (!row) throw notFound(CHALLENGE_NOT_FOUND);
      const set = await setRow(row.setId, viewerId);
      return { ...presentChallenge(row), set: presentSet(set, new Date(now())) };
    },
  };
}
