import type { CardTier, PlacingBand, RewardKind, RewardSource } from '@shred/game';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

/** A reward with what it was for: its game and event, or its challenge. */
export interface RewardRow {
  id: number;
  source: RewardSource;
  reference: number;
  title: string;
  band: PlacingBand | null;
  kind: RewardKind;
  amount: number;
  card_tier: CardTier | null;
  card_instance_id: number | null;
  claimed_at: Date | string | null;
  created_at: Date | string;
  game_name: string | null;
  event_slug: string | null;
  event_name: string | null;
  challenge_name: string | null;
  challenge_set_id: number | null;
}

/**
 * A reward's amount is a bigint, which node-postgres answers as text (PGlite as a number): read as
 * float8, exact for every whole number up to 2^53, it is a number on both.
 */
const AMOUNT = sql.raw('r.amount::float8 as amount');

const selectRewards = (where: SQL, tail: SQL = sql``) => sql`
  select r.id, r.source, r.reference, r.title, r.band, r.kind, ${AMOUNT}, r.card_tier, r.card_instance_id,
    r.claimed_at, r.created_at, g.name as game_name, e.slug as event_slug, e.name as event_name,
    c.name as challenge_name, c.set_id as challenge_set_id
  from rewards r
  left join fantasy_games g on r.source = 'game' and g.id = r.reference
  left join events e on e.id = g.event_id
  left join challenges c on r.source = 'challenge' and c.id = r.reference
  where ${where}
  ${tail}`;

export function createRewardQueries(db: Db) {
  return {
    /** A page of a user's rewards: unclaimed first, newest first within each. */
    page: (userId: number, limit: number, offset: number) =>
      queryRows<RewardRow>(
        db,
        selectRewards(
          sql`r.user_id = ${userId}`,
          sql`order by (r.claimed_at is null) desc, r.id desc limit ${limit} offset ${offset}`,
        ),
      ),
    async counts(userId: number): Promise<{ total: number; unclaimed: number }> {
      const [row] = await queryRows<{ total: number; unclaimed: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where claimed_at is null))::int as unclaimed
            from rewards where user_id = ${userId}`,
      );
      return { total: row?.total ?? 0, unclaimed: row?.unclaimed ?? 0 };
    },
    /** One reward of this user; none for another's, so nobody learns it exists. */
    async ofUser(userId: number, id: number): Promise<RewardRow | undefined> {
      const [row] = await queryRows<RewardRow>(
        db,
        selectRewards(sql`r.id = ${id} and r.user_id = ${userId}`),
      );
      return row;
    },
    /**
     * Take the reward for this claim: the one conditional update that can succeed once, however
     * many claims race (the others wait on the row and then find it claimed).
     */
    async take(userId: number, id: number) {
      const [row] = await queryRows<{
        id: number;
        kind: RewardKind;
        amount: number;
        card_tier: CardTier | null;
      }>(
        db,
        sql`update rewards r set claimed_at = now()
            where id = ${id} and user_id = ${userId} and claimed_at is null
            returning id, kind, ${AMOUNT}, card_tier`,
      );
      return row;
    },
    async setCard(id: number, cardId: number): Promise<void> {
      await db.execute(sql`update rewards set card_instance_id = ${cardId} where id = ${id}`);
    },
    /**
     * The athlete and season of a card a reward gives: for a placing, one of the game's
     * starters, of its event's season; for a challenge, an athlete of a sport the manager
     * follows (any sport when they follow none) in the current season. Drawn at random, so
     * a winner's card is a surprise.
     */
    async cardAthlete(userId: number, reward: RewardRow, today: string) {
      const [row] =
        reward.source === 'game'
          ? await queryRows<{ athlete_id: number; season: string }>(
              db,
              sql`select s.athlete_id, e.season from startlist_entries s
                  join fantasy_games g on g.id = s.game_id join events e on e.id = g.event_id
                  where s.game_id = ${reward.reference} and not s.withdrawn
                  order by random() limit 1`,
            )
          : await queryRows<{ athlete_id: number; season: string }>(
              db,
              sql`select a.id as athlete_id,
                    coalesce((select season from events
                              order by (date_from <= ${today}::date) desc, date_from desc limit 1),
                             ${today.slice(0, 4)}) as season
                  from athletes a join sports sp on sp.id = a.primary_sport_id
                  join users u on u.id = ${userId}
                  where cardinality(u.followed_sports) = 0 or sp.slug = any(u.followed_sports)
                  order by random() limit 1`,
            );
      return row ? { athleteId: row.athlete_id, season: row.season } : undefined;
    },
    async xpOf(userId: number): Promise<number> {
      const [row] = await queryRows<{ xp: number }>(db, sql`select xp from users where id = ${userId}`);
      return row?.xp ?? 0;
    },
  };
}
