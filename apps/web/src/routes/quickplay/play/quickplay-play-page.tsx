import type { GameDetail } from '@shred/contract';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { useAuthStore } from '../../../features/auth/index.ts';
import { CUP_SLUG_PARAM, type EventLinkContext, gamePageLink } from '../../../features/events/event-links.ts';
import { useGameQuery } from '../../../features/events/event-queries.ts';
import {
  type QuickplayDraft,
  readQuickplayDraft,
  repickDraft,
  saveQuickplayDraft,
  useMyTeamsQuery,
} from '../../../features/teams/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { QuickplayFlow } from './quickplay-flow.tsx';
import { QuickplayTeamSummary } from './quickplay-team-summary.tsx';

const gameIdOf = (segment: string | undefined): number | null =>
  segment && /^\d{1,10}$/.test(segment) ? Number(segment) : null;

function Heading({ subtitle }: { subtitle?: string | undefined }) {
  return (
    <header className="mb-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">Quickplay Mode</p>
      {subtitle ? (
        <h1 className="mt-1 font-display text-3xl font-bold uppercase italic tracking-tight text-fg sm:text-4xl">
          {subtitle}
        </h1>
      ) : null}
    </header>
  );
}

/**
 * /quickplay/events/{slug}/{gameId}/play 'Quickplay Mode': one pick per screen within the
 * budget, then the captain, then review and submit. No screen offers a way back, and the route
 * is left out of back-navigation history (`noBackTracking`, R2.27).
 */
export function QuickplayPlayPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = params.slug ?? '';
  const gameId = gameIdOf(params.gameId);
  const cupSlug = search.get(CUP_SLUG_PARAM) || null;
  const links: EventLinkContext = { gameMode: 'quickplay', cupSlug };
  const gamePage = gamePageLink(slug, gameId ?? 0, links);
  const game = useGameQuery('quickplay', gameId ?? 0);
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const hasTeam = game.data ? hasQuickplayTeam(game.data) : false;
  const teams = useMyTeamsQuery(gameId ?? 0, 'quickplay', signedIn && hasTeam);
  // A re-pick in progress survives reloads and sign-in through the stored draft.
  const [repicking, setRepicking] = useState(
    () => gameId !== null && readQuickplayDraft(gameId).teamId !== null,
  );

  const page = (subtitle: string | undefined, body: ReactNode) => (
    <>
      <Heading subtitle={subtitle} />
      {body}
    </>
  );
  const back = (
    <ButtonLink to={gamePage} variant="secondary">
      Go to the game
    </ButtonLink>
  );

  if (gameId === null || (game.error instanceof ApiError && game.error.status === 404)) {
    return page(
      undefined,
      <EmptyState icon={<CalendarIcon width={28} height={28} />} title="This game does not exist">
        It may have been removed from its event.
      </EmptyState>,
    );
  }
  if (game.isPending) return page(undefined, <LoadingBlock label="Loading the startlist…" />);
  if (game.isError) {
    return page(
      undefined,
      <LoadFailed
        icon={<CalendarIcon width={28} height={28} />}
        title="Could not load this game"
        message={errorMessage(game.error)}
        onRetry={() => game.refetch()}
        retrying={game.isRefetching}
      />,
    );
  }
  const subtitle = `${game.data.name}`;
  if (game.data.status !== 'OPN') {
    return page(
      subtitle,
      <EmptyState
        icon={<CalendarIcon width={28} height={28} />}
        title={game.data.status === 'UPC' ? 'This game is not open yet' : 'This game is complete'}
        action={back}
      >
        {game.data.status === 'UPC'
          ? 'Teams can be entered once it opens.'
          : 'Its teams can no longer change. The game page shows the results.'}
      </EmptyState>,
    );
  }
  if (hasTeam) {
    if (teams.isError) {
      return page(
        subtitle,
        <LoadFailed
          icon={<CalendarIcon width={28} height={28} />}
          title="Could not load your team"
          message={errorMessage(teams.error)}
          onRetry={() => teams.refetch()}
          retrying={teams.isRefetching}
        />,
      );
    }
    const team = teams.data?.results[0];
    if (!team) return page(subtitle, <LoadingBlock label="Loading your team…" />);
    const fresh: QuickplayDraft = repickDraft(team, game.data.startlist, Date.now());
    if (repicking) {
      return page(
        subtitle,
        <QuickplayFlow
          key={team.id}
          game={game.data}
          cupSlug={team.cup_slug}
          gamePage={gamePage}
          editing={team}
          fresh={fresh}
        />,
      );
    }
    return page(
      subtitle,
      <QuickplayTeamSummary
        game={game.data}
        team={team}
        gamePage={gamePage}
        onRepick={() => {
          saveQuickplayDraft(game.data.id, fresh);
          setRepicking(true);
        }}
      />,
    );
  }
  return page(
    subtitle,
    <QuickplayFlow
      key={game.data.id}
      game={game.data}
      cupSlug={cupSlug}
      gamePage={gamePage}
      editing={null}
      fresh={NEW_TEAM}
    />,
  );
}

const hasQuickplayTeam = (game: GameDetail) => game.user_teams.some((team) => team.mode === 'quickplay');

const NEW_TEAM: QuickplayDraft = { picks: [], captainId: null, teamId: null };
