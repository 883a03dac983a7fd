import type { League, LeagueDetail, LeagueStanding, UserListItem } from '@shred/contract';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderWithProviders } from '../../testing/render.tsx';
import { ConfirmHost } from '../modals/index.ts';
import { clearToasts } from '../toasts/index.ts';

export function buildLeague(overrides: Partial<League> = {}): League {
  return {
    slug: 'crew-cup',
    name: 'Crew Cup',
    image: null,
    members_count: 3,
    description: 'Sunday riders only.',
    owner: { id: 1, username: 'demo' },
    joining_closed: false,
    is_member: true,
    is_owner: true,
    my_rank: 2,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildLeagueDetail(overrides: Partial<LeagueDetail> = {}): LeagueDetail {
  return { ...buildLeague(), events: [], sports: [], ...overrides };
}

export function buildMember(
  id: number,
  username: string,
  overrides: Partial<UserListItem> = {},
): UserListItem {
  return {
    id,
    username,
    profile_image: null,
    is_verified: false,
    level: { name: 'Local' },
    profile_type: { type: 'manager' },
    follow_status: { following: false },
    ...overrides,
  };
}

export function buildStanding(rank: number, user: UserListItem, points: number, games = 2): LeagueStanding {
  return { rank, user, points, games };
}

export const leaguePage = <T>(results: T[], count = results.length) => ({ count, next: null, results });

/** What a page passes to the mocked api client. */
export interface CallOptions {
  body?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** A league page as the app shows it: its providers, its URL, and the host of its confirmations. */
export const renderLeaguePage = (page: ReactElement, options: { at?: string; path?: string } = {}) =>
  renderWithProviders(createElement(Fragment, null, page, createElement(ConfirmHost)), options);

/** After each league test: no answers left from the last one, no toast still showing. */
export function resetLeagues(callMock: { mockReset: () => void }): void {
  callMock.mockReset();
  clearToasts();
}
