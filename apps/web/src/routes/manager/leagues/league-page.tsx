import type { LeagueDetail } from '@shred/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useAuthStore } from '../../../features/auth/index.ts';
import {
  inviteUrl,
  LeagueImage,
  LeagueStandingsTable,
  membersText,
  ShareInvite,
  useJoinLeagueMutation,
  useLeagueQuery,
  useLeagueStandingsQuery,
  useLeaveLeagueMutation,
} from '../../../features/leagues/index.ts';
import { confirm } from '../../../features/modals/index.ts';
import { usePageTitle } from '../../../features/route-meta/page-title.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ChevronLeftIcon, SettingsIcon, UsersIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { LeagueLoadFailed } from './league-not-found.tsx';

/** /manager/leagues/{slug} (R2.48): the league, its standings, what counts, and its invite. */
export function LeaguePage() {
  const slug = useParams().slug ?? '';
  const league = useLeagueQuery(slug);
  // The tab and history name the league, not just 'League'.
  usePageTitle(league.data?.name);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/manager/leagues"
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-muted hover:text-accent"
      >
        <ChevronLeftIcon width={16} height={16} aria-hidden="true" />
        Leagues
      </Link>
      {league.isPending ? (
        <LeagueHeaderSkeleton />
      ) : league.isError ? (
        <LeagueLoadFailed
          error={league.error}
          onRetry={() => league.refetch()}
          retrying={league.isRefetching}
        />
      ) : (
        <LeagueContent league={league.data} />
      )}
    </div>
  );
}

function LeagueHeaderSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the league" className="flex items-center gap-4">
      <div className="size-20 shrink-0 animate-pulse rounded-2xl bg-surface-2 sm:size-24" />
      <div className="flex flex-1 flex-col gap-2">
        <TextSkeleton className="h-7 w-2/3" />
        <TextSkeleton className="w-1/3" />
      </div>
    </div>
  );
}

function LeagueContent({ league }: { league: LeagueDetail }) {
  const me = useAuthStore((state) => state.user);
  const [page, setPage] = useState(1);
  const standings = useLeagueStandingsQuery(league.slug, page);
  return (
    <>
      <LeagueHeader league={league} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* On a phone the invite and what counts come before a long table; beside it from 1024 px. */}
        <aside
          className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
          aria-label="About the league"
        >
          {league.is_member ? (
            <ShareInvite url={inviteUrl(league.slug, me?.id ?? null)} leagueName={league.name} />
          ) : null}
          <WhatCounts league={league} />
        </aside>
        <section aria-labelledby="standings-title" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2 id="standings-title" className="mb-3 text-lg font-semibold">
            Standings
          </h2>
          {standings.isPending ? (
            <LoadingBlock label="Loading the standings…" />
          ) : standings.isError ? (
            <LoadFailed
              title="Could not load the standings"
              message={errorMessage(standings.error)}
              onRetry={() => standings.refetch()}
              retrying={standings.isRefetching}
            />
          ) : (
            <LeagueStandingsTable
              standings={standings.data}
              page={page}
              onPageChange={setPage}
              busy={standings.isPlaceholderData}
            />
          )}
        </section>
      </div>
    </>
  );
}

function LeagueHeader({ league }: { league: LeagueDetail }) {
  const navigate = useNavigate();
  const join = useJoinLeagueMutation();
  const leave = useLeaveLeagueMutation(league.slug);
  const askLeave = async () => {
    const alone = league.members_count <= 1;
    const yes = await confirm({
      title: `Leave ${league.name}?`,
      message: league.is_owner
        ? alone
          ? 'You are its only member: leaving closes the league for good.'
          : 'You own it: the longest-standing member becomes its owner. You can join again while joining is open.'
        : 'Your games stop counting in it. You can join again while joining is open.',
      confirmText: 'Leave',
      danger: true,
    });
    if (!yes) return;
    // Awaited rather than mutate's callbacks: the last one out closes the league, its refreshed
    // page is then gone and takes this header with it, and its callbacks would never run.
    try {
      const { closed } = await leave.mutateAsync();
      toast.success(closed ? `${league.name} is closed.` : `You left ${league.name}.`, 'Left the league');
      navigate('/manager/leagues', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error), 'Could not leave the league');
    }
  };
  return (
    <Card as="section" aria-labelledby="league-title" className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <LeagueImage league={league} size="lg" />
        <div className="min-w-0 flex-1">
          <h1
            id="league-title"
            className="break-words font-display text-2xl font-bold uppercase italic tracking-tight text-fg sm:text-3xl"
          >
            {league.name}
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            <Link to={`/manager/leagues/${league.slug}/members`} className="font-medium hover:text-accent">
              {membersText(league.members_count)}
            </Link>
            <span>
              Owner{' '}
              <Link
                to={`/profile/${encodeURIComponent(league.owner.username)}`}
                className="font-medium text-fg hover:text-accent"
              >
                {league.owner.username}
              </Link>
            </span>
            {league.joining_closed ? <span className="font-medium text-danger">Joining closed</span> : null}
          </p>
        </div>
      </div>
      {league.description ? (
        <p className="whitespace-pre-line break-words text-[15px] text-fg/90">{league.description}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {league.is_member ? null : (
          <Button
            loading={join.isPending}
            disabled={league.joining_closed}
            onClick={() =>
              join.mutate(
                { slug: league.slug },
                {
                  onSuccess: () => toast.success(`You are in ${league.name}.`, 'Joined'),
                  onError: (error) => toast.error(errorMessage(error), 'Could not join'),
                },
              )
            }
          >
            {league.joining_closed ? 'Joining closed' : 'Join league'}
          </Button>
        )}
        <ButtonLink
          to={`/manager/leagues/${league.slug}/members`}
          variant="secondary"
          size="sm"
          icon={<UsersIcon width={16} height={16} />}
        >
          Members
        </ButtonLink>
        {league.is_owner ? (
          <ButtonLink
            to={`/manager/leagues/${league.slug}/settings`}
            variant="secondary"
            size="sm"
            icon={<SettingsIcon width={16} height={16} />}
          >
            Settings
          </ButtonLink>
        ) : null}
        {league.is_member ? (
          <Button variant="ghost" size="sm" loading={leave.isPending} onClick={askLeave}>
            Leave
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** The events and sports whose games count; none picked means every game counts. */
function WhatCounts({ league }: { league: LeagueDetail }) {
  const everything = league.events.length === 0 && league.sports.length === 0;
  return (
    <section aria-labelledby="counts-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="counts-title" className="text-lg font-semibold">
        What counts
      </h2>
      {everything ? (
        <p className="mt-1 text-sm text-muted">Every game counts: all events, all sports.</p>
      ) : (
        <div className="mt-2 flex flex-col gap-3 text-sm">
          {league.sports.length > 0 ? (
            <div>
              <h3 className="text-xs font-semibold uppercase tracking-wider text-muted">Sports</h3>
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {league.sports.map((sport) => (
                  <li key={sport.slug} className="rounded-full bg-surface-2 px-2.5 py-1 font-medium">
                    {sport.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {league.events.length > 0 ? (
            <div>
              <h3 className="text-xs font-semibold uppercase tracking-wider text-muted">Events</h3>
              <ul className="mt-1.5 flex flex-col gap-1">
                {league.events.map((event) => (
                  <li key={event.id}>
                    <Link
                      to={`/manager/events/${encodeURIComponent(event.slug)}`}
                      className="font-medium text-fg hover:text-accent hover:underline"
                    >
                      {event.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
      {league.is_owner ? (
        <Link
          to={`/manager/leagues/${league.slug}/settings/events`}
          className="mt-3 inline-block text-sm font-semibold text-accent hover:underline"
        >
          Change what counts
        </Link>
      ) : null}
    </section>
  );
}
