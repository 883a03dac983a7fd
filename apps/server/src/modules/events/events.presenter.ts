import type {
  Competition,
  FantasyGameSummary,
  GameDetail,
  GameModeParam,
  SportEvent,
  UserTeam,
} from '@shred/contract';
import type { CompetitionRow, EventRow, GameRow, ViewerTeamRow } from './events.queries.ts';

export type TeamMode = 'manager' | 'quickplay';

/** The mode whose teams a call shows: quickplay pages ask for quickplay, everything else manager. */
export const teamModeOf = (gameMode: GameModeParam | undefined): TeamMode =>
  gameMode === 'quickplay' ? 'quickplay' : 'manager';

export function presentEventSummary(event: EventRow) {
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    image: event.image,
    date_from: event.dateFrom,
    date_to: event.dateTo,
    location: event.location,
    season: event.season,
  };
}

export function presentCompetition(row: CompetitionRow): Competition {
  return { id: row.id, name: row.name, date: row.startsAt.toISOString(), is_final: row.isFinal };
}

export function presentTeam(row: ViewerTeamRow): UserTeam {
  return { id: row.id, score: row.score, rank: row.rank };
}

/** Every entry of the viewer in the game, in both modes (game detail's `user_teams`). */
export function presentViewerTeams(teams: readonly ViewerTeamRow[]): GameDetail['user_teams'] {
  return teams.map((t) => ({
    id: t.id,
    score: t.score,
    rank: t.rank,
    mode: t.mode,
    entry_number: t.entryNumber,
  }));
}

/** The viewer's first entry in the game in this mode (teams arrive ordered by entry number). */
export function userTeamOf(gameId: number, teams: readonly ViewerTeamRow[], mode: TeamMode): UserTeam | null {
  const team = teams.find((t) => t.gameId === gameId && t.mode === mode);
  return team ? presentTeam(team) : null;
}

export function presentGameSummary(
  game: GameRow,
  competitions: readonly CompetitionRow[],
  teams: readonly ViewerTeamRow[],
  mode: TeamMode,
): FantasyGameSummary {
  return {
    id: game.id,
    name: game.name,
    status: game.status,
    sport: { name: game.sportName, slug: game.sportSlug },
    discipline: { name: game.disciplineName, slug: game.disciplineSlug },
    gender: game.gender,
    opens_at: game.opensAt.toISOString(),
    user_team: userTeamOf(game.id, teams, mode),
    competitions: competitions.filter((c) => c.gameId === game.id).map(presentCompetition),
  };
}

export function presentEvent(
  event: EventRow,
  parts: {
    sports: ReadonlyArray<{ eventId: number; name: string; slug: string }>;
    games: readonly GameRow[];
    competitions: readonly CompetitionRow[];
    teams: readonly ViewerTeamRow[];
  },
  mode: TeamMode,
): SportEvent {
  return {
    ...presentEventSummary(event),
    sports: parts.sports.filter((s) => s.eventId === event.id).map((s) => ({ name: s.name, slug: s.slug })),
    fantasy_games: parts.games
      .filter((g) => g.eventId === event.id)
      .map((g) => presentGameSummary(g, parts.competitions, parts.teams, mode)),
  };
}
