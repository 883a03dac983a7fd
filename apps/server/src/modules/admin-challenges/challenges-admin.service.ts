import {
  type AdminChallenge,
  CARD_IS_ONE,
  CARD_NEEDS_TIER,
  CARD_TIER_ONLY_FOR_CARDS,
  type ChallengeCreateBody,
  type ChallengeUpdateBody,
} from '@shred/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challengeSets, challenges } from '../../db/schema/index.ts';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.ts';
import { presentChallenge } from './admin-challenges.presenter.ts';
import { createAdminChallengeQueries } from './admin-challenges.queries.ts';

const CHALLENGE_NOT_FOUND = 'No challenge has this id.';
const NO_SUCH_SET = 'No challenge set has this id.';
/** What a completed challenge promised its players: changing it would rewrite what they earned. */
const LOCKED_ONCE_COMPLETED = [
  'condition',
  'target',
  'reward_kind',
  'reward_amount',
  'reward_card_tier',
] as const;

type Reward = Pick<AdminChallenge, 'reward_kind' | 'reward_amount' | 'reward_card_tier'>;

/** The reward rules for the challenge as it will be stored: the contract checks only the fields sent. */
function rewardProblems(reward: Reward): Record<string, string[]> | null {
  if (reward.reward_kind === 'card') {
    if (!reward.reward_card_tier) return { reward_card_tier: [CARD_NEEDS_TIER] };
    if (reward.reward_amount !== 1) return { reward_amount: [CARD_IS_ONE] };
  } else if (reward.reward_card_tier) {
    return { reward_card_tier: [CARD_TIER_ONLY_FOR_CARDS] };
  }
  return null;
}

async function setExists(tx: Db, setId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: challengeSets.id })
    .from(challengeSets)
    .where(eq(challengeSets.id, setId))
    .for('share');
  return row !== undefined;
}

/** Staff add, edit and remove the challenges of a set. */
export function createChallengeAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function read(tx: Db, id: number): Promise<AdminChallenge> {
    const row = await createAdminChallengeQueries(tx).challenge(id);
    if (!row) throw notFound(CHALLENGE_NOT_FOUND);
    return presentChallenge(row);
  }

  return {
    async create(body: ChallengeCreateBody): Promise<AdminChallenge> {
      return db.transaction(async (tx) => {
        // The share lock keeps the set from being deleted before the challenge is in it.
        if (!(await setExists(tx, body.set_id))) throw fieldError('set_id', NO_SUCH_SET);
        const position =
          body.position ??
          sql`(select coalesce(max(position) + 1, 0) from challenges where set_id = ${body.set_id})`;
        const [row] = await tx
          .insert(challenges)
          .values({
            setId: body.set_id,
            name: body.name,
            description: body.description,
            condition: body.condition,
            target: body.target,
            rewardKind: body.reward_kind,
            rewardAmount: body.reward_amount,
            rewardCardTier: body.reward_kind === 'card' ? body.reward_card_tier : null,
            position,
          })
          .returning({ id: challenges.id });
        if (!row) throw new Error('challenge insert returned nothing');
        return read(tx, row.id);
      });
    },

    async update(id: number, body: ChallengeUpdateBody): Promise<AdminChallenge> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
        if (!current) throw notFound(CHALLENGE_NOT_FOUND);
        const kind = body.reward_kind ?? current.rewardKind;
        const next = {
          condition: body.condition ?? current.condition,
          target: body.target ?? current.target,
          reward_kind: kind,
          // Leaving a card for credits or XP drops the tier unless one is sent on purpose.
          reward_card_tier:
            body.reward_card_tier !== undefined
              ? body.reward_card_tier
              : kind === 'card'
                ? current.rewardCardTier
                : null,
          reward_amount:
            body.reward_amount ??
            (kind === 'card' && current.rewardKind !== 'card' ? 1 : current.rewardAmount),
        };
        const problems = rewardProblems(next);
        if (problems)
          throw badRequest(Object.values(problems)[0]?.[0] ?? 'The reward is not valid.', problems);
        if (body.set_id !== undefined && !(await setExists(tx, body.set_id))) {
          throw fieldError('set_id', NO_SUCH_SET);
        }
        const before = {
          condition: current.condition,
          target: current.target,
          reward_kind: current.rewardKind,
          reward_amount: current.rewardAmount,
          reward_card_tier: current.rewardCardTier,
        };
        const changed = LOCKED_ONCE_COMPLETED.filter((field) => next[field] !== before[field]);
        if (changed.length > 0) {
          const { completions } = await read(tx, id);
          if (completions > 0) {
            throw conflict(
              `${completions === 1 ? '1 player has' : `${completions} players have`} completed "${current.name}": its condition, target and reward can no longer change. Add a new challenge instead.`,
              Object.fromEntries(
                changed.map((field) => [field, ['Fixed once a player has completed the challenge.']]),
              ),
            );
          }
        }
        await tx
          .update(challenges)
          .set({
            ...(body.set_id !== undefined ? { setId: body.set_id } : {}),
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.position !== undefined ? { position: body.position } : {}),
            condition: next.condition,
            target: next.target,
            rewardKind: next.reward_kind,
            rewardAmount: next.reward_amount,
            rewardCardTier: next.reward_card_tier,
          })
          .where(eq(challenges.id, id));
        return read(tx, id);
      });
    },

    /** Refused once a player has completed it: their reward refers to it. */
    async remove(id: number): Promise<void> {
      const deleted = await db.execute(
        sql`delete from challenges c where c.id = ${id}
            and not exists (select 1 from challenge_progress p where p.challenge_id = c.id and p.completed_at is not null)
            returning c.id`,
      );
      if ((deleted as unknown as { rows: unknown[] }).rows.length > 0) return;
      const { name, completions } = await read(db, id);
      throw conflict(
        `${completions === 1 ? '1 player has' : `${completions} players have`} completed "${name}", so it cannot be deleted: their rewards refer to it.`,
      );
    },
  };
}
