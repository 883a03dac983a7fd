import type { League, LeagueDetail, LeagueStanding, UserListItem } from '@shred/contract';
import { levelForXp } from '@shred/game';
import type { LeagueRow, StandingLine, UserItemRow } from './leagues.queries.ts';

/** A user list item (spec §3). */
export function presentUserItem(row: UserItemRow): UserListItem {
  return {
    id: row.user_id,
    username: row.username,
    profile_image: row.profile_image,
    is_verified: row.is_verified,
    level: { name: levelForXp(row.xp) },
    athlete_name: row.athlete_name,
    following: row.following,
  };
}

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
    user: presentUserItem(line),
    points: Number(line.hundredths) / 100,
    games: line.games,
  };
}
