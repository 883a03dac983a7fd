import type { TeamMode } from '@shred/contract';
import { endpoints, routePath } from '@shred/contract/client';
import { formatPoints, ordinal, shortNumber } from '@shred/game';
import { apiUrl } from '../../api/index.ts';
import { openShare } from '../share/index.ts';

/** Whose result in which game: what a fantasy stats link names, so anyone opening it sees the same. */
export interface FantasyStatsSubject {
  gameId: number;
  username: string;
  mode: TeamMode;
}

/** The graphic page, `/graphics/fantasy-stats/{gameId}?username=…&mode=…`. */
export function fantasyStatsPagePath({ gameId, username, mode }: FantasyStatsSubject): string {
  return `/graphics/fantasy-stats/${gameId}?${new URLSearchParams({ username, mode })}`;
}

/** The server-drawn PNG of the same graphic; without a username, the signed-in viewer's own. */
export function fantasyStatsImageUrl({
  gameId,
  username,
  mode,
}: Omit<FantasyStatsSubject, 'username'> & { username: string | null }): string {
  return apiUrl(routePath(endpoints.fantasyStatsImage.path, { id: gameId }), { username, mode });
}

export const imageFileName = (gameId: number): string => `shred-league-fantasy-stats-${gameId}.png`;

export interface SharedResult extends FantasyStatsSubject {
  gameName: string;
  eventName: string;
  score: number | null;
  rank: number | null;
  entries: number;
}

/** What a shared result says: the score and place when there are some, else the game alone. */
export function sharedResultText(result: SharedResult): string {
  const where = `${result.gameName} at ${result.eventName}`;
  if (result.score === null) return `@${result.username} is playing ${where} on Shred League`;
  const place =
    result.rank === null ? '' : ` and finished ${ordinal(result.rank)} of ${shortNumber(result.entries)}`;
  return `@${result.username} scored ${formatPoints(result.score)} pts${place} in ${where} on Shred League`;
}

/** Open the share panel with the link to the result's graphic (spec §2 share panel). */
export function shareFantasyStats(
  result: SharedResult,
  { own = true, origin = window.location.origin }: { own?: boolean; origin?: string } = {},
): void {
  openShare({
    title: own ? 'Share your result' : 'Share this result',
    subtitle: `${result.gameName} · ${result.eventName}`,
    content: {
      url: `${origin}${fantasyStatsPagePath(result)}`,
      title: sharedResultText(result),
      hashtags: ['ShredLeague', 'FantasySports'],
    },
  });
}
