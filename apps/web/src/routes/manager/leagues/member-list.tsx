import type { LeagueDetail, UserListItem as UserItem } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { useAuthStore } from '../../../features/auth/index.ts';
import { ListSkeleton } from '../../../features/credits/index.ts';
import {
  LEAGUE_PAGE_SIZE,
  UserListItem,
  useLeagueMembersQuery,
  useRemoveMemberMutation,
} from '../../../features/leagues/index.ts';
import { confirm } from '../../../features/modals/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { UsersIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';

/** The league's members, longest-standing first; its owner may remove anyone but themselves. */
export function MemberList({ league }: { league: LeagueDetail }) {
  const [page, setPage] = useState(1);
  const members = useLeagueMembersQuery(league.slug, page);
  if (members.isPending) return <ListSkeleton rows={4} label="Loading the members" />;
  if (members.isError)
    return (
      <LoadFailed
        icon={<UsersIcon width={28} height={28} />}
        title="Could not load the members"
        message={errorMessage(members.error)}
        onRetry={() => members.refetch()}
        retrying={members.isRefetching}
      />
    );
  if (members.data.count === 0)
    return <EmptyState icon={<UsersIcon width={28} height={28} />} title="No members" />;
  return (
    <section aria-label="Members">
      <p className="mb-3 text-sm text-muted">
        {formatCount(members.data.count)} {members.data.count === 1 ? 'member' : 'members'}
      </p>
      <ul
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
        aria-busy={members.isPlaceholderData || undefined}
      >
        {members.data.results.map((member) => (
          <li key={member.id} className="px-3 py-2.5 sm:px-4">
            <MemberRow league={league} member={member} />
          </li>
        ))}
      </ul>
      <Pager
        label="Member pages"
        page={page}
        pageCount={pageCountOf(members.data.count, LEAGUE_PAGE_SIZE)}
        onPageChange={setPage}
        busy={members.isPlaceholderData}
      />
    </section>
  );
}

function MemberRow({ league, member }: { league: LeagueDetail; member: UserItem }) {
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  const remove = useRemoveMemberMutation(league.slug);
  const isOwner = member.id === league.owner.id;
  const ask = async () => {
    const yes = await confirm({
      title: `Remove ${member.username}?`,
      message: `They leave ${league.name} and their games stop counting in it.${
        league.joining_closed ? '' : ' They can join again with the invite link unless you close joining.'
      }`,
      confirmText: 'Remove',
      danger: true,
    });
    if (!yes) return;
    // Awaited rather than mutate's callbacks: the refreshed list drops this row, and an unmounted
    // row's callbacks would never run, so the owner would hear nothing.
    try {
      await remove.mutateAsync(member.id);
      toast.success(`${member.username} is no longer in ${league.name}.`, 'Member removed');
    } catch (error) {
      toast.error(errorMessage(error), 'Could not remove the member');
    }
  };
  return (
    <UserListItem
      user={member}
      mine={member.id === viewerId}
      trailing={
        isOwner ? (
          <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
            Owner
          </span>
        ) : league.is_owner ? (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={ask}
            aria-label={`Remove ${member.username}`}
          >
            Remove
          </Button>
        ) : null
      }
    />
  );
}
