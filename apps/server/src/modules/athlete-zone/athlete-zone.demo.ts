import { LISTING_DAYS, referencePrice } from '@shred/game';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { athletes, users } from '../../db/schema/index.ts';
import { createListing } from '../market/listing-create.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { DEMO_PASSWORD } from '../users/users.demo.ts';

export const DEMO_ATHLETE_EMAIL = 'athlete@shredleague.app';
/** Cards of the demo athlete on sale, so the zone's market panel has something to show. */
const LISTINGS_WANTED = 3;
const HOUR_MS = 3_600_000;
/** The most picked athletes of the completed games, among whom the demo athlete is chosen. */
const CANDIDATES = 100;

interface Candidate {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  aspi: number;
  listed: number;
  sold: number;
}

/** Cards of the athlete their owners may list: in no team and not on sale already. */
const freeCards = (db: Db, athleteId: number) =>
  queryRows<{ id: number; owner_id: number; tier: 'common' | 'rare' | 'epic' | 'legendary' }>(
    db,
    sql`select c.id, c.owner_id, c.tier from card_instances c
        join users u on u.id = c.owner_id and u.completed_manager_welcome
        where c.athlete_id = ${athleteId}
          and not exists (select 1 from team_picks p where p.card_instance_id = c.id)
          and not exists (select 1 from market_listings l where l.card_instance_id = c.id and l.status = 'active')
        order by c.id`,
  );

/**
 * The demo athlete account (athlete@shredleague.app): is_athlete, past the welcome, linked to
 * one of the most picked athletes of the completed games with results, whose cards are on the
 * market (listed through the market's own writer when fewer are than the zone should show).
 */
export async function seedDemoAthleteZone(db: Db, now: number = Date.now()): Promise<void> {
  const candidates = await queryRows<Candidate>(
    db,
    sql`select a.id, a.slug, a.first_name, a.last_name, a.aspi,
          (select count(*)::int from market_listings l where l.athlete_id = a.id and l.status = 'active') as listed,
          (select count(*)::int from market_listings l where l.athlete_id = a.id and l.status = 'sold') as sold
        from team_picks p
        join teams t on t.id = p.team_id and t.mode = 'manager'
        join fantasy_games g on g.id = p.game_id and g.status = 'CPL'
        join athletes a on a.id = p.athlete_id and a.user_id is null
        group by a.id
        order by count(*) desc, a.id
        limit ${CANDIDATES}`,
  );
  // One whose cards have sold, so the zone shows recent prices, else one with cards on sale.
  const chosen = candidates.find((c) => c.sold > 0) ?? candidates.find((c) => c.listed > 0) ?? candidates[0];
  if (!chosen) return;
  const [user] = await db
    .insert(users)
    .values({
      email: DEMO_ATHLETE_EMAIL,
      username: chosen.slug.replaceAll('-', '_').slice(0, 30),
      firstName: chosen.first_name,
      lastName: chosen.last_name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      completedManagerWelcome: true,
      isAthlete: true,
      isVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return;
  await db.update(athletes).set({ userId: user.id }).where(eq(athletes.id, chosen.id));
  const cards = (await freeCards(db, chosen.id)).slice(0, Math.max(0, LISTINGS_WANTED - chosen.listed));
  for (const [i, card] of cards.entries()) {
    await createListing(db, {
      cardId: card.id,
      sellerId: card.owner_id,
      body: {
        price: Math.max(1, Math.round(referencePrice(chosen.aspi, card.tier) * (0.95 + i * 0.08))),
        duration_days: LISTING_DAYS.max,
      },
      at: new Date(now - (i + 2) * 5 * HOUR_MS),
    });
  }
}
