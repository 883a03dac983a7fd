import type { EventInsights, InsightAthlete } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, events, fantasyGames, sports } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
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

/** Premium insights of one event: who managers pick and captain, and how their teams score. */
export function createInsightsService(deps: { db: Db; now: () => number }) {
  const { db } = deps;

  async function athleteDetails(ids: number[]) {
    if (ids.length === 0) return new Map<number, Omit<InsightAthlete, keyof AthleteOwnership>>();
    const rows = await db
      .select({
        id: athletes.id,
        slug: athletes.slug,
        first_name: athletes.firstName,
        last_name: athletes.lastName,
        gender: athletes.gender,
        avatar: athletes.avatar,
        ioc: athletes.nationality,
        sport: { name: sports.name, slug: sports.slug },
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
      const [event] = await db
        .select({
          id: events.id,
          slug: events.slug,
          name: events.name,
          image: events.image,
          date_from: events.dateFrom,
          date_to: events.dateTo,
        })
        .from(events)
        .where(eq(events.slug, slug));
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const at = new Date(deps.now());
      if (!(await isPremium(db, userId, at))) throw forbidden(INSIGHTS_NEED_PREMIUM);
      const games = await db
        .select({ id: fantasyGames.id, name: fantasyGames.name, status: fantasyGames.status })
        .from(fantasyGames)
        .where(eq(fantasyGames.eventId, event.id))
        .orderBy(asc(fantasyGames.id));
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
      const { id: _id, ...shown } = event;
      return {
        event: shown,
        athletes: rows,
        // Only athletes someone picked: five unpicked riders are no "most picked".
        most_picked: rows.filter((row) => row.teams > 0).slice(0, MOST_PICKED),
        ...summary,
        games: games.map((game) => {
          const { teams, scored_teams, average_score, top_score } = scores.get(game.id) ?? NO_TEAMS;
          return { ...game, teams, scored_teams, average_score, top_score };
        }),
      };
    },
  };
}
