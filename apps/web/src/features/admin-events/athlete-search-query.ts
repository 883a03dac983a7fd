import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';

const ATHLETE_SEARCH_SIZE = 12;

export interface AthleteSearch {
  q: string;
  /** The game's sport: a startlist holds athletes of its sport only. */
  sport: string;
  gender: 'M' | 'W';
}

export const athleteSearchKeys = {
  all: ['admin-athlete-search'] as const,
  search: (search: AthleteSearch) => [...athleteSearchKeys.all, search] as const,
};

/** GET athletes/?q=&sport=&gender=: candidates for a startlist, highest ASPI first. */
export function useAthleteSearchQuery(search: AthleteSearch) {
  return useQuery({
    queryKey: athleteSearchKeys.search(search),
    queryFn: ({ signal }) =>
      call('athleteList', {
        query: {
          gender: search.gender,
          sport: search.sport,
          page_size: ATHLETE_SEARCH_SIZE,
          ...(search.q.trim() ? { q: search.q.trim() } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
