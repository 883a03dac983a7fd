import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useSportsQuery } from '../../../features/events/sports-query.ts';
import { useLiveResults } from '../../../features/live/use-live-results.ts';
import { useSeasonRankingQuery } from '../../../features/results/results-queries.ts';
import { StandingsTable } from '../../../features/results/standings-table.tsx';
import { TabList, tabElementId, tabPanelId } from '../../../features/results/tab-list.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { SeasonSelect } from './season-select.tsx';

const PAGE_SIZE = 20;
const TABS_ID = 'ranking-sports';
const OVERALL = 'overall';

const pageParam = (value: string | null): number => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * `/manager/rankings`: the season ranking (each manager's best 10 game scores), overall or per
 * sport, a page at a time, with the viewer's own standing pinned. Sport, season and page live
 * in the address, so a ranking can be linked and Back returns to it.
 */
export function RankingsPage() {
  const [search, setSearch] = useSearchParams();
  const sport = search.get('sport');
  const season = search.get('season');
  const page = pageParam(search.get('page'));
  const sports = useSportsQuery();
  useLiveResults();
  const ranking = useSeasonRankingQuery({ season, sport, page, pageSize: PAGE_SIZE });

  /** Move to another sport, season or page; a new sport or season starts again at page 1. */
  const update = (changes: { sport?: string; season?: string; page?: number }) => {
    const next = new URLSearchParams(search);
    if (changes.sport !== undefined) {
      if (changes.sport === OVERALL) next.delete('sport');
      else next.set('sport', changes.sport);
    }
    if (changes.season !== undefined) next.set('season', changes.season);
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
    setSearch(next);
  };

  const sportName = sports.data?.find((s) => s.slug === sport)?.name ?? null;
  const data = ranking.data;

  return (
    <div>
      <PageHeader
        title="Rankings"
        subtitle={
          data?.season
            ? `Season ${data.season}: the sum of each manager's best 10 game scores.`
            : "The sum of each manager's best 10 game scores of the season."
        }
        actions={
          data?.season ? (
            <SeasonSelect
              seasons={data.seasons}
              value={data.season}
              onChange={(s) => update({ season: s })}
            />
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        <TabList
          label="Ranking by sport"
          idPrefix={TABS_ID}
          tabs={[
            { id: OVERALL, label: 'Overall' },
            ...(sports.data ?? []).map((s) => ({ id: s.slug, label: s.name })),
          ]}
          selected={sport ?? OVERALL}
          onSelect={(id) => update({ sport: id })}
        />

        <div
          id={tabPanelId(TABS_ID)}
          role="tabpanel"
          aria-labelledby={tabElementId(TABS_ID, sport ?? OVERALL)}
        >
          {ranking.isPending ? (
            <LoadingBlock label="Loading the ranking…" />
          ) : ranking.isError ? (
            <FormAlert title="The ranking could not be loaded">
              <p>{errorMessage(ranking.error)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => ranking.refetch()}>
                Try again
              </Button>
            </FormAlert>
          ) : (
            <StandingsTable
              label={`${sportName ?? 'Overall'} ranking`}
              standings={ranking.data}
              onPageChange={(next) => update({ page: next })}
              fetchingPage={ranking.isPlaceholderData}
              empty={{
                title: 'No one is ranked yet',
                text: sportName
                  ? `The ${sportName} ranking starts with the first scored ${sportName} game of the season.`
                  : 'The ranking starts with the first scored game of the season.',
              }}
              notRanked={`You have no scored manager game${sportName ? ` in ${sportName}` : ''} this season yet: play one to get ranked.`}
            />
          )}
        </div>
      </div>
    </div>
  );
}
