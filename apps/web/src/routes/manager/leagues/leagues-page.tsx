import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { ListSkeleton } from '../../../features/credits/index.ts';
import {
  LeagueListItem,
  leaguePath,
  leagueRefFrom,
  useJoinLeagueMutation,
  useMyLeaguesQuery,
} from '../../../features/leagues/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PlusIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/** /manager/leagues (R2.46): the viewer's leagues with their rank in each, create one, or join by link. */
export function LeaguesPage() {
  const [page, setPage] = useState(1);
  const leagues = useMyLeaguesQuery(page);
  return (
    <>
      <PageHeader
        title="Leagues"
        subtitle="Play against your friends: every game you score counts in each of your leagues."
        actions={
          <ButtonLink to="/manager/leagues/create" icon={<PlusIcon width={18} height={18} />}>
            Create a league
          </ButtonLink>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="my-leagues-title" className="min-w-0">
          <h2 id="my-leagues-title" className="mb-3 text-lg font-semibold">
            My leagues
            {leagues.data && leagues.data.count > 0 ? (
              <span className="ml-2 text-sm font-normal text-muted">{formatCount(leagues.data.count)}</span>
            ) : null}
          </h2>
          {leagues.isPending ? (
            <ListSkeleton rows={3} label="Loading your leagues" />
          ) : leagues.isError ? (
            <LoadFailed
              icon={<TrophyIcon width={28} height={28} />}
              title="Could not load your leagues"
              message={errorMessage(leagues.error)}
              onRetry={() => leagues.refetch()}
              retrying={leagues.isRefetching}
            />
          ) : leagues.data.count === 0 ? (
            <EmptyState
              icon={<TrophyIcon width={28} height={28} />}
              title="No leagues yet"
              action={
                <ButtonLink to="/manager/leagues/create" variant="secondary">
                  Create a league
                </ButtonLink>
              }
            >
              Create one and share its link, or paste a link a friend sent you.
            </EmptyState>
          ) : (
            <>
              <ul className="flex flex-col gap-3" aria-busy={leagues.isPlaceholderData || undefined}>
                {leagues.data.results.map((league) => (
                  <li key={league.slug}>
                    <LeagueListItem league={league} />
                  </li>
                ))}
              </ul>
              <Pager
                label="League pages"
                page={page}
                pageCount={pageCountOf(leagues.data.count, PAGE_SIZE_DEFAULT)}
                onPageChange={setPage}
                busy={leagues.isPlaceholderData}
              />
            </>
          )}
        </section>
        <JoinByLinkForm />
      </div>
    </>
  );
}

/** Paste an invite link (or a league's address or slug) and join it. */
function JoinByLinkForm() {
  const id = useId();
  const navigate = useNavigate();
  const join = useJoinLeagueMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const ref = leagueRefFrom(text);
    if (!ref) {
      setError('Paste an invite link, such as https://…/invite?league=my-league, or a league name from one.');
      return;
    }
    setError(undefined);
    join.mutate(ref, {
      onSuccess: (league) => {
        toast.success(`You are in ${league.name}.`, 'Joined');
        navigate(leaguePath(league.slug));
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5 lg:sticky lg:top-20"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Join with a link
        </h2>
        <p className="mt-1 text-sm text-muted">Got an invite? Paste it here.</p>
      </div>
      <TextField
        label="Invite link"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="https://…/invite?league=…"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        error={error}
      />
      <Button type="submit" variant="secondary" loading={join.isPending} fullWidth>
        Join league
      </Button>
    </form>
  );
}
