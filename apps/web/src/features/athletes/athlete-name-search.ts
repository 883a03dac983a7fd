import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';

/** Fewer letters match too many names to be worth a call. */
export const ATHLETE_NAME_MIN_LETTERS = 2;

/**
 * GET athletes/?q=: the first `size` athletes of any sport matching a name, highest ASPI first,
 * for the pickers that choose one athlete. Keeps the last matches on screen while typing.
 */
export function useAthleteNameSearch(q: string, size: number) {
  return useQuery({
    queryKey: ['athletes', 'by-name', q, size] as const,
    queryFn: ({ signal }) => call('athleteList', { query: { q, page_size: size }, signal }),
    enabled: q.length >= ATHLETE_NAME_MIN_LETTERS,
    placeholderData: keepPreviousData,
  });
}
