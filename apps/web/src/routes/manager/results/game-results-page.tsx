import type { FantasyGameSummary } from '@shred/contract';
import { eventDateRange } from '@shred/game';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { useEventQuery } from '../../../features/events/event-queries.ts';
import { useLiveResults } from '../../../features/live/use-live-results.ts';
import { GameResultsPanel } from '../../../features/results/game-results-panel.tsx';
import { TabList, tabElementId, tabPanelId } from '../../../features/results/tab-list.tsx';
import { usePageTitle } from '../../../features/route-meta/page-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';

const TABS_ID = 'results-games';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The game asked for (`?game=`), else the first the viewer played, else the first with results. */
function chosenGame(
  games: readonly FantasyGameSummary[],
  asked: number | null,
): FantasyGameSummary | undefined {
  return (
    games.find((game) => game.id === asked) ??
    games.find((game) => game.user_team !== null) ??
    games.find((game) => game.status === 'CPL') ??
    games[0]
  );
}

/**
 * `/manager/events/{slug}/results` 'Game Results': one tab per game of the event; each shows
 * the viewer's teams (rank, score, breakdown line by line), sharing, and the game's leaderboard.
 */
export function GameResultsPage() {
  const slug = useParams().slug ?? '';
  const [search, setSearch] = useSearchParams();
  const query = useEventQuery('manager', slug);
  useLiveResults();
  const eventLink = `/manager/events/${encodeURIComponent(slug)}`;
  usePageTitle(query.data ? `Results · ${query.data.name}` : undefined);

  if (query.isPending) return <LoadingBlock label="Loading results…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        icon={<CalendarIcon width={28} height={28} />}
        title={missing ? 'This event does not exist' : 'Could not load the results'}
        action={
          missing ? (
            <ButtonLink to="/manager/events" variant="secondary">
              Event Calendar
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isRefetching}>
              Try again
            </Button>
          )
        }
      >
        {missing ? 'It may have been renamed. Find it in the calendar.' : errorMessage(query.error)}
      </EmptyState>
    );
  }

  const event = query.data;
  const game = chosenGame(event.fantasy_games, idParam(search.get('game')));
  const selectGame = (id: string) => setSearch({ game: id }, { replace: true });

  return (
    <div>
      <PageHeader
        title="Game Results"
        back={{ to: eventLink, label: event.name }}
        subtitle={`${event.name} · ${event.location} · ${eventDateRange(event.date_from, event.date_to)}`}
      />
      <div className="flex flex-col gap-6">
        {!game ? (
          <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No games in this event">
            Results show here once the event's fantasy games are played.
          </EmptyState>
        ) : (
          <>
            {event.fantasy_games.length > 1 ? (
              <TabList
                label="Games of this event"
                idPrefix={TABS_ID}
                tabs={event.fantasy_games.map((g) => ({ id: String(g.id), label: g.name }))}
                selected={String(game.id)}
                onSelect={selectGame}
              />
            ) : null}
            <div
              id={tabPanelId(TABS_ID)}
              {...(event.fantasy_games.length > 1
                ? { role: 'tabpanel', 'aria-labelledby': tabElementId(TABS_ID, String(game.id)) }
                : {})}
            >
              <GameResultsPanel
                key={game.id}
                event={event}
                game={game}
                mode="manager"
                focusTeamId={idParam(search.get('team'))}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
