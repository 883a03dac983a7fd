import type { EventInsights, InsightAthlete } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, sports } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { createEventQueries } from '../events/events.queries.ts';
import { isPremium } from '../subscriptions/premium.ts';
import {
  type AthleteOwnership,
  athleteOwnership,
  gameTeamScores,
  type TeamScoreSummary,
  teamScoreSummary,
} from './ownership.queries.ts';

export const EVENT_NOT_FOUND = 'This event does not exist.';
export const INSIGHTS_NEED_PREMIUM = `Insights are part of Shred League Premium: start your free ${DEFAULT_GAME_CONFIG.subscription.trialDays}-day trial or subscribe on the Premium page to see them.`;

const MOST_PICKED = 5;
const NO_TEAMS: TeamScoreSummary = { teams: 0, scored_teams: 0, average_score: 0, top_score: 0 };

type AthleteDetails = Omit<InsightAthlete, keyof AthleteOwnership>;

/** Premium insights of one event: who managers pick and captain, and how their teams score. */
export function createInsightsService(deps: { db: Db; now: () => number }) {
  const { db } = deps;
  const eventQueries = createEventQueries(db);

  async function athleteDetails(ids: number[]): Promise<Map<number, AthleteDetails>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: athletes.id,
        slug: athletes.slug,
        first_name: athletes.firstName,
        last_name: athletes.lastName,
        gender: athletes.gender,
        avatar: athletes.avatar,
        ioc: athletes.nationality,
        primary_sport: { name: sports.name, slug: sports.slug },
      })
      .from(athletes)
      .innerJoin(sports, eq(sports.id, athletes.primarySportId))
      .where(inArray(athletes.id, ids));
    return new Map(
      rows.map(({ id, ioc, ...row }) => [
        id,
        { ...row, name: `${row.first_name} ${row.last_name}`, nationality: { ioc } },
      ]),
    );
  }

  return {
    async event(slug: string, userId: number): Promise<EventInsights> {
      const event = await eventQueries.eventBySlug(slug);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const at = new Date(deps.now());
      if (!(await isPremium(db, userId, at))) throw forbidden(INSIGHTS_NEED_PREMIUM);
      const [games, eventSports] = await Promise.all([
        eventQueries.gamesOf([event.id]),
        eventQueries.sportsOf([event.id]),
      ]);
      const gameIds = games.map((game) => game.id);
      const [shares, perGame, summary] = await Promise.all([
        athleteOwnership(db, gameIds, at),
        gameTeamScores(db, gameIds),
        teamScoreSummary(db, gameIds),
      ]);
      const details = await athleteDetails(shares.map((share) => share.athlete_id));
      const rows = shares.flatMap((share): InsightAthlete[] => {
        const athlete = details.get(share.athlete_id);
        return athlete ? [{ ...share, ...athlete }] : [];
      });
      const scores = new Map(perGame.map((game) => [game.game_id, game]));
      return {
        event: {
          slug: event.slug,
          name: event.name,
          image: event.image,
          location: event.location,
          date_from: event.dateFrom,
          date_to: event.dateTo,
          sports: eventSports.map(({ name, slug }) => ({ name, slug })),
        },
        athletes: rows,
        // Only athletes someone picked: five unpicked riders are no "most picked".
        most_picked: rows.filter((row) => row.teams > 0).slice(0, MOST_PICKED),
        ...summary,
        games: games.map((game) => {
          const { teams, scored_teams, average_score, top_score } = scores.get(game.id) ?? NO_TEAMS;
          return {
            id: game.id,
            name: game.name,
            status: game.status,
            sport: { name: game.sportName, slug: game.sportSlug },
            discipline: { name: game.disciplineName, slug: game.disciplineSlug },
            gender: game.gender,
            teams,
            scored_teams,
            average_score,
            top_score,
          };
        }),
      };
    },
  };
}
