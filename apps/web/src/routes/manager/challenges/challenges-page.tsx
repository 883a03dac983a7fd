import { type ChallengeSet, PAGE_SIZE_DEFAULT } from '@shred/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import {
  ChallengeSetCard,
  ChallengeSetCardsSkeleton,
  useChallengeSetsQuery,
} from '../../../features/challenges/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';

const SECTIONS: ReadonlyArray<{ status: ChallengeSet['status']; title: string }> = [
  { status: 'active', title: 'Running now' },
  { status: 'upcoming', title: 'Coming up' },
  { status: 'ended', title: 'Recently ended' },
];

/** /manager/challenges (R2.58): running sets first, then those coming and those just ended. */
export function ChallengesPage() {
  const [page, setPage] = useState(1);
  const sets = useChallengeSetsQuery(page);
  return (
    <>
      <PageHeader
        title="Challenges"
        subtitle="Complete challenges while their set runs and earn credits, cards and XP."
      />
      {sets.isPending ? (
        <ChallengeSetCardsSkeleton label="Loading challenges" />
      ) : sets.isError ? (
        <LoadFailed
          icon={<TrophyIcon width={28} height={28} />}
          title="Could not load the challenges"
          message={errorMessage(sets.error)}
          onRetry={() => sets.refetch()}
          retrying={sets.isRefetching}
        />
      ) : sets.data.count === 0 ? (
        <EmptyState
          icon={<TrophyIcon width={28} height={28} />}
          title="No challenges right now"
          action={
            <ButtonLink to="/manager/events" variant="secondary">
              Find a game
            </ButtonLink>
          }
        >
          New challenge sets arrive with the season’s events. Meanwhile, pick a team for the next stop.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8" aria-busy={sets.isPlaceholderData || undefined}>
          {SECTIONS.map(({ status, title }) => {
            const shown = sets.data.results.filter((set) => set.status === status);
            if (shown.length === 0) return null;
            return (
              <section key={status} aria-labelledby={`sets-${status}`}>
                <h2 id={`sets-${status}`} className="mb-3 text-lg font-semibold text-fg">
                  {title}
                </h2>
                <ul className="grid gap-3 md:grid-cols-2">
                  {shown.map((set) => (
                    <li key={set.id}>
                      <ChallengeSetCard set={set} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <Pager
            label="Challenge set pages"
            page={page}
            pageCount={pageCountOf(sets.data.count, PAGE_SIZE_DEFAULT)}
            onPageChange={setPage}
            busy={sets.isPlaceholderData}
          />
        </div>
      )}
    </>
  );
}
