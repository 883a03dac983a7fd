import type { GameDetail } from '@shred/contract';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { gamePageLink } from '../../../features/events/event-links.ts';
import { useGameQuery } from '../../../features/events/event-queries.ts';
import { useTeamsAllowedPerGame } from '../../../features/subscriptions/index.ts';
import { useMyCardsQuery, useMyTeamsQuery } from '../../../features/teams/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon, CardsIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { TeamBuilder } from './team-builder.tsx';
import { NEW_TEAM, nextEntryNumber, TeamSwitcher } from './team-switcher.tsx';

const gameIdOf = (segment: string | undefined): number | null =>
  segment && /^\d{1,10}$/.test(segment) ? Number(segment) : null;

const MANAGER = { gameMode: 'manager', cupSlug: null } as const;

function quickplayLink(slug: string, gameId: number): string {
  return `/quickplay/events/${encodeURIComponent(slug)}/${gameId}/play`;
}

/**
 * /manager/events/{slug}/{gameId}/play 'Join Game': pick 5 athletes of the startlist with
 * cards the viewer owns, and a captain; or change the team entered before (late swap).
 * `?team={id}` opens one of the viewer's teams, `?team=new` one more (premium: up to 3).
 */
export function JoinGamePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = params.slug ?? '';
  const gameId = gameIdOf(params.gameId);
  const game = useGameQuery('manager', gameId ?? 0);
  const cards = useMyCardsQuery();
  const teams = useMyTeamsQuery(gameId ?? 0, 'manager');
  const allowed = useTeamsAllowedPerGame();
  const gamePage = gamePageLink(slug, gameId ?? 0, MANAGER);

  const header = (subtitle?: ReactNode) => (
    <PageHeader title="Join Game" subtitle={subtitle} back={{ to: gamePage, label: 'Back to the game' }} />
  );
  const failed = [game, cards, teams].find((query) => query.isError);

  if (gameId === null || (game.error instanceof ApiError && game.error.status === 404)) {
    return (
      <>
        {header()}
        <EmptyState icon={<CalendarIcon width={28} height={28} />} title="This game does not exist">
          It may have been removed from its event.
        </EmptyState>
      </>
    );
  }
  if (failed?.error) {
    return (
      <>
        {header()}
        <EmptyState
          icon={<CalendarIcon width={28} height={28} />}
          title="Could not load this game"
          action={
            <Button
              variant="secondary"
              onClick={() => Promise.all([game.refetch(), cards.refetch(), teams.refetch()])}
            >
              Try again
            </Button>
          }
        >
          {errorMessage(failed.error)}
        </EmptyState>
      </>
    );
  }
  if (!game.data || !cards.data || !teams.data) {
    return (
      <>
        {header()}
        <LoadingBlock label="Loading your cards and the startlist…" />
      </>
    );
  }

  const subtitle = `${game.data.name} · ${game.data.event.name}`;
  if (game.data.status !== 'OPN') {
    return (
      <>
        {header(subtitle)}
        <NotOpen game={game.data} gamePage={gamePage} />
      </>
    );
  }
  if (cards.data.length === 0) {
    return (
      <>
        {header(subtitle)}
        <EmptyState
          icon={<CardsIcon width={28} height={28} />}
          title="You have no athlete cards yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to={quickplayLink(slug, gameId)}>Play in Quickplay instead</ButtonLink>
              <ButtonLink to={gamePage} variant="secondary">
                Back to the game
              </ButtonLink>
            </div>
          }
        >
          In manager mode every pick is an athlete card you own. Cards come from drafts and the market; until
          you have some, Quickplay lets you pick any 5 athletes of this game with a budget of 100 credits.
        </EmptyState>
      </>
    );
  }

  const mine = [...teams.data.results].sort((a, b) => a.entry_number - b.entry_number);
  const wanted = search.get('team');
  const next = nextEntryNumber(mine, allowed);
  const adding = wanted === NEW_TEAM && next !== null;
  const editing = adding ? null : (mine.find((team) => String(team.id) === wanted) ?? mine[0] ?? null);
  const several = mine.length > 1 || adding;
  return (
    <>
      {header(subtitle)}
      <TeamSwitcher teams={mine} currentId={editing?.id ?? null} allowed={allowed} />
      <TeamBuilder
        // Keyed by the team asked for, not the one found: saving a new team must not remount the screen.
        key={search.get('team') ?? 'first'}
        game={game.data}
        cards={cards.data}
        teams={teams.data.results}
        editing={editing}
        title={several ? (editing ? `Team ${editing.entry_number}` : `Team ${next}`) : 'Your team'}
        gamePage={gamePage}
        quickplayPage={quickplayLink(slug, gameId)}
      />
    </>
  );
}

function NotOpen({ game, gamePage }: { game: GameDetail; gamePage: string }) {
  const opens = new Date(game.opens_at).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <EmptyState
      icon={<CalendarIcon width={28} height={28} />}
      title={game.status === 'UPC' ? 'This game is not open yet' : 'This game is complete'}
      action={
        <ButtonLink to={gamePage} variant="secondary">
          Back to the game
        </ButtonLink>
      }
    >
      {game.status === 'UPC'
        ? `Teams can be entered once it opens on ${opens}.`
        : 'Its teams can no longer change. The game page shows the results.'}
    </EmptyState>
  );
}
