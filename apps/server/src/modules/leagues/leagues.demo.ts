import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leagueEvents, leagueMembers, leagueSports, leagues, users } from '../../db/schema/index.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { queryRows } from '../scoring/sql-rows.ts';

const DAY_MS = 86_400_000;
/** Managers with scored games who fill the demo leagues besides the named demo accounts. */
const PLAYERS_PER_LEAGUE = 24;

interface DemoLeague {
  slug: string;
  name: string;
  description: string;
  owner: string;
  /** Named demo accounts that belong, besides the owner. */
  members: string[];
  /** Which slice of the managers who played fills it. */
  players: { from: number; count: number };
  scope: 'all' | 'top-sport' | 'latest-events';
  joiningClosed?: boolean;
}

export const DEMO_LEAGUES: readonly DemoLeague[] = [
  {
    slug: 'demo-crew',
    name: 'Demo Crew',
    description: 'The demo account’s own league: every game of the season counts.',
    owner: MAIN_DEMO_USERNAME,
    members: ['kai_slides', 'mia.rips', 'jonas_bmx', 'ayumi'],
    players: { from: 0, count: PLAYERS_PER_LEAGUE },
    scope: 'all',
  },
  {
    slug: 'powder-hounds',
    name: 'Powder Hounds',
    description: 'One sport only, for the specialists.',
    owner: 'mia.rips',
    members: [MAIN_DEMO_USERNAME, 'kai_slides'],
    players: { from: PLAYERS_PER_LEAGUE / 2, count: PLAYERS_PER_LEAGUE },
    scope: 'top-sport',
  },
  {
    slug: 'late-season-locals',
    name: 'Late Season Locals',
    description: 'Only the two latest events count. Full: joining is closed.',
    owner: 'kai_slides',
    members: ['jonas_bmx'],
    players: { from: PLAYERS_PER_LEAGUE, count: PLAYERS_PER_LEAGUE / 2 },
    scope: 'latest-events',
    joiningClosed: true,
  },
];

/**
 * Demo leagues (GAME.md "Social"): the demo account owns one and belongs to another, and their
 * members have scored games, so standings show on first start.
 */
export async function seedDemoLeagues(db: Db, now: number = Date.now()): Promise<void> {
  const named = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_LEAGUES.flatMap((league) => [league.owner, ...league.members]),
      ),
    );
  const idOf = new Map(named.map((row) => [row.username, row.id]));
  const players = await queryRows<{ user_id: number }>(
    db,
    sql`select cs.user_id from current_standings cs where cs.mode = 'manager'
      group by cs.user_id order by count(distinct cs.game_id) desc, cs.user_id limit ${2 * PLAYERS_PER_LEAGUE}`,
  );
  const [topSport] = await queryRows<{ sport_id: number }>(
    db,
    sql`select d.sport_id from current_standings cs
      join fantasy_games g on g.id = cs.game_id join disciplines d on d.id = g.discipline_id
      group by d.sport_id order by count(distinct cs.game_id) desc, d.sport_id limit 1`,
  );
  const latestEvents = await queryRows<{ event_id: number }>(
    db,
    sql`select g.event_id from current_standings cs join fantasy_games g on g.id = cs.game_id
      join events e on e.id = g.event_id
      group by g.event_id, e.date_from order by e.date_from desc, g.event_id desc limit 2`,
  );

  for (const [index, demo] of DEMO_LEAGUES.entries()) {
    const ownerId = idOf.get(demo.owner);
    if (ownerId === undefined) continue;
    const founded = now - (60 - index * 10) * DAY_MS;
    const [league] = await db
      .insert(leagues)
      .values({
        slug: demo.slug,
        name: demo.name,
        description: demo.description,
        ownerId,
        joiningClosed: demo.joiningClosed ?? false,
        createdAt: new Date(founded),
        updatedAt: new Date(founded),
      })
      .returning({ id: leagues.id });
    if (!league) continue;
    const memberIds = [
      ownerId,
      ...demo.members.flatMap((name) => idOf.get(name) ?? []),
      ...players.slice(demo.players.from, demo.players.from + demo.players.count).map((row) => row.user_id),
    ];
    const unique = [...new Set(memberIds)];
    await db.insert(leagueMembers).values(
      unique.map((userId, i) => ({
        leagueId: league.id,
        userId,
        inviterId: i === 0 ? null : ownerId,
        joinedAt: new Date(founded + i * 3_600_000),
      })),
    );
    if (demo.scope === 'top-sport' && topSport) {
      await db.insert(leagueSports).values({ leagueId: league.id, sportId: topSport.sport_id });
    }
    if (demo.scope === 'latest-events' && latestEvents.length > 0) {
      await db
        .insert(leagueEvents)
        .values(latestEvents.map((row) => ({ leagueId: league.id, eventId: row.event_id })));
    }
  }
}
