import type { League, LeagueDetail, LeagueStanding } from '@shred/contract';
import { presentUserListItem } from '../users/user-list-item.ts';
import type { LeagueRow, StandingLine } from './leagues.queries.ts';

export function presentLeague(row: LeagueRow, viewerId: number | null, myRank: number | null): League {
  return {
    slug: row.slug,
    name: row.name,
    image: row.image,
    members_count: row.members_count,
    description: row.description,
    owner: { id: row.owner_id, username: row.owner_username },
    joining_closed: row.joining_closed,
    is_member: row.is_member,
    is_owner: viewerId !== null && row.owner_id === viewerId,
    my_rank: row.is_member ? myRank : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function presentLeagueDetail(
  league: League,
  scope: { events: LeagueDetail['events']; sports: LeagueDetail['sports'] },
): LeagueDetail {
  return { ...league, events: scope.events, sports: scope.sports };
}

export function presentStanding(line: StandingLine): LeagueStanding {
  return {
    rank: line.rank,
    user: presentUserListItem(line),
    points: Number(line.hundredths) / 100,
    games: line.games,
  };
}
