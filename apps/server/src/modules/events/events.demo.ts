import type { Db } from '../../db/client.ts';
import {
  competitions,
  disciplines,
  eventSports,
  events,
  fantasyGames,
  quickplayCupGames,
  quickplayCups,
  sports,
  startlistEntries,
} from '../../db/schema/index.ts';
import type { DemoRandom } from '../../seed/demo-random.ts';
import type { DemoAthlete } from '../athletes/athletes.demo.ts';
import { createCatalogQueries } from '../catalog/catalog.queries.ts';
import { DEMO_CUPS, demoSeasonPlan } from './demo-season.ts';

/** Athletes on every demo startlist of their sport and gender, so demo managers' cards fit all games. */
export const CORE_FIELD_SIZE = 8;
const STARTLIST_MIN = 12;
const STARTLIST_MAX = 24;
const WEEK_MS = 7 * 86_400_000;
const STATUS = { past: 'CPL', live: 'OPN', upcoming: 'UPC' } as const;

export interface DemoField {
  /** `${sport}:${gender}` → the athletes on every startlist of that field. */
  core: Map<string, number[]>;
  /** Fields with an open game: demo managers get cards of their core athletes. */
  liveFields: string[];
}

export const fieldKey = (sport: string, gender: string): string => `${sport}:${gender}`;

/** The demo season's events, games, rounds, startlists and quickplay cups (see demo-season.ts). */
export async function seedDemoEvents(
  db: Db,
  random: DemoRandom,
  athletes: readonly DemoAthlete[],
  now: number,
): Promise<DemoField> {
  const plan = demoSeasonPlan(now);
  // One after another: inside the seeding transaction they share a single connection.
  const sportRows = await db.select().from(sports);
  const disciplineRows = await db.select().from(disciplines);
  const ruleset = await createCatalogQueries(db).defaultRuleset();
  if (!ruleset) throw new Error('demo games need the standard ruleset');
  const sportOf = (slug: string) => {
    const sport = sportRows.find((s) => s.slug === slug);
    if (!sport) throw new Error(`unknown sport ${slug}`);
    return sport;
  };
  const disciplineOf = (sport: string, slug: string) => {
    const found = disciplineRows.find((d) => d.sportId === sportOf(sport).id && d.slug === slug);
    if (!found) throw new Error(`unknown discipline ${sport}/${slug}`);
    return found;
  };

  const fields = new Map<string, DemoAthlete[]>();
  for (const athlete of athletes) {
    const key = fieldKey(athlete.sport, athlete.gender);
    fields.set(key, [...(fields.get(key) ?? []), athlete]);
  }
  const core = new Map(
    [...fields].map(([key, field]) => [key, random.shuffle(field).slice(0, CORE_FIELD_SIZE)]),
  );

  const eventRows = await db
    .insert(events)
    .values(
      plan.map((e) => ({
        slug: e.slug,
        name: e.name,
        location: e.location,
        season: e.season,
        dateFrom: e.dateFrom,
        dateTo: e.dateTo,
      })),
    )
    .returning({ id: events.id, slug: events.slug });
  const eventId = (slug: string) => eventRows.find((e) => e.slug === slug)?.id ?? 0;
  await db.insert(eventSports).values(
    plan.flatMap((e) =>
      [...new Set(e.games.map((game) => game.sport))].map((sport) => ({
        eventId: eventId(e.slug),
        sportId: sportOf(sport).id,
      })),
    ),
  );

  const gameSpecs = plan.flatMap((e) =>
    e.games.map((game, index) => {
      const multiSport = new Set(e.games.map((x) => x.sport)).size > 1;
      const discipline = disciplineOf(game.sport, game.discipline);
      const prefix = multiSport ? `${sportOf(game.sport).name} ` : '';
      return {
        event: e,
        game,
        rounds: e.roundsOf(index),
        discipline,
        name: `${prefix}${discipline.name} ${game.gender === 'M' ? 'Men' : 'Women'}`,
      };
    }),
  );
  const gameRows = await db
    .insert(fantasyGames)
    .values(
      gameSpecs.map((s) => ({
        eventId: eventId(s.event.slug),
        disciplineId: s.discipline.id,
        gender: s.game.gender,
        name: s.name,
        status: STATUS[s.event.phase],
        opensAt: new Date((s.rounds[0]?.startsAt.getTime() ?? now) - WEEK_MS),
        rulesetId: ruleset.id,
      })),
    )
    .returning({ id: fantasyGames.id });
  const games = gameSpecs.map((spec, i) => ({ ...spec, id: gameRows[i]?.id ?? 0 }));

  const roundRows = await db
    .insert(competitions)
    .values(games.flatMap((game) => game.rounds.map((r) => ({ gameId: game.id, ...r }))))
    .returning({ id: competitions.id, gameId: competitions.gameId, roundOrder: competitions.roundOrder });

  const entries = games.flatMap((game) => {
    const key = fieldKey(game.game.sport, game.game.gender);
    const field = fields.get(key) ?? [];
    const coreIds = new Set((core.get(key) ?? []).map((a) => a.id));
    const size = Math.min(field.length, random.int(STARTLIST_MIN, STARTLIST_MAX));
    const others = random.shuffle(field.filter((a) => !coreIds.has(a.id)));
    const chosen = [...field.filter((a) => coreIds.has(a.id)), ...others].slice(
      0,
      Math.max(size, coreIds.size),
    );
    const qualifier = roundRows.find((r) => r.gameId === game.id && r.roundOrder === 1)?.id ?? 0;
    return chosen
      .sort((a, b) => b.aspi - a.aspi)
      .map((athlete, i) => ({
        gameId: game.id,
        athleteId: athlete.id,
        competitionId: qualifier,
        seed: i + 1,
      }));
  });
  await db.insert(startlistEntries).values(entries);

  const cupRows = await db
    .insert(quickplayCups)
    .values(DEMO_CUPS.map((cup) => ({ ...cup, season: plan[0]?.season ?? '' })))
    .returning({ id: quickplayCups.id, slug: quickplayCups.slug });
  await db.insert(quickplayCupGames).values(
    games.map((game) => ({
      cupId: cupRows.find((c) => c.slug === game.event.cup)?.id ?? 0,
      gameId: game.id,
    })),
  );

  return {
    core: new Map([...core].map(([key, list]) => [key, list.map((a) => a.id)])),
    liveFields: [
      ...new Set(
        games.filter((x) => x.event.phase === 'live').map((x) => fieldKey(x.game.sport, x.game.gender)),
      ),
    ],
  };
}
