import { useParams } from 'react-router';
import { LeagueImage, leaguePath, useLeagueQuery } from '../../../features/leagues/index.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { LeagueLoadFailed } from './league-not-found.tsx';
import { MemberList } from './member-list.tsx';

/** /manager/leagues/{slug}/members (R2.49): who is in the league. */
export function LeagueMembersPage() {
  const slug = useParams().slug ?? '';
  const league = useLeagueQuery(slug);
  if (league.isPending) return <LoadingBlock label="Loading the league…" />;
  if (league.isError)
    return (
      <LeagueLoadFailed
        error={league.error}
        onRetry={() => league.refetch()}
        retrying={league.isRefetching}
      />
    );
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Members"
        back={{ to: leaguePath(league.data.slug), label: league.data.name }}
        subtitle={
          <span className="inline-flex items-center gap-2">
            <LeagueImage league={league.data} size="xs" />
            {league.data.name}
          </span>
        }
      />
      <MemberList league={league.data} />
    </div>
  );
}
