import type { GameMode } from '../../api/index.ts';

/** The two areas that show event and game pages. */
export type PlayArea = 'manager' | 'quickplay';

/** Query parameter naming the quickplay cup a player came from (spec §2 "Event page routing"). */
export const CUP_SLUG_PARAM = 'quickplay_cup_slug';

/**
 * Where links lead and which cup they carry. `cupSlug` is only used in quickplay, where the
 * event and game pages keep it so the player can find the way back to their cup.
 */
export interface EventLinkContext {
  gameMode: GameMode | null;
  cupSlug: string | null;
}

/** Event pages exist under /manager and /quickplay only: admin's mode `all` (and none) use manager (A8). */
export function playAreaOf(gameMode: GameMode | null): PlayArea {
  return gameMode === 'quickplay' ? 'quickplay' : 'manager';
}

const QUICKPLAY_CUP_PATH = /^\/quickplay\/([^/]+)\/?$/;

/**
 * The cup slug of the current route (A8): the `slug` of `/quickplay/{slug}`, or, on the event
 * and game pages below `/quickplay/events/`, the `quickplay_cup_slug` they were opened with.
 */
export function cupSlugOfRoute(pathname: string, search: string): string | null {
  const cupPage = QUICKPLAY_CUP_PATH.exec(pathname);
  const segment = cupPage?.[1];
  if (segment && segment !== 'events') return decodeURIComponent(segment);
  if (!pathname.startsWith('/quickplay/events/')) return null;
  return new URLSearchParams(search).get(CUP_SLUG_PARAM) || null;
}

function withCup(path: string, { gameMode, cupSlug }: EventLinkContext): string {
  if (playAreaOf(gameMode) !== 'quickplay' || !cupSlug) return path;
  return `${path}?${new URLSearchParams({ [CUP_SLUG_PARAM]: cupSlug })}`;
}

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** `/{gameMode}/events/{slug}`, with `quickplay_cup_slug` in quickplay (R2.89, R2.90). */
export function eventPageLink(eventSlug: string, context: EventLinkContext): string {
  return withCup(`/${playAreaOf(context.gameMode)}/events/${segment(eventSlug)}`, context);
}

/** The game page below its event page, keeping the cup in quickplay. */
export function gamePageLink(eventSlug: string, gameId: number, context: EventLinkContext): string {
  return withCup(`/${playAreaOf(context.gameMode)}/events/${segment(eventSlug)}/${segment(gameId)}`, context);
}

/** Where a team is picked: 'Join Game' in manager, 'Quickplay Mode' in quickplay. */
export function playLink(eventSlug: string, gameId: number, context: EventLinkContext): string {
  return withCup(
    `/${playAreaOf(context.gameMode)}/events/${segment(eventSlug)}/${segment(gameId)}/play`,
    context,
  );
}

/** 'Game Results' of an event: one page for both modes, in the manager area (spec §2). */
export function eventResultsLink(eventSlug: string): string {
  return `/manager/events/${segment(eventSlug)}/results`;
}
