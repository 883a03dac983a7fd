import { formatCount } from '@shred/game';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import { ListSkeleton } from '../../features/credits/index.ts';
import { UserListItem } from '../../features/leagues/user-list-item.tsx';
import { profileDisplayName } from '../../features/profile/display-name.ts';
import {
  FOLLOW_PAGE_SIZE,
  type FollowDirection,
  useFollowListQuery,
} from '../../features/profile/follow-lists.ts';
import { ListFollowButton } from '../../features/profile/list-follow-button.tsx';
import { usePublicProfileQuery } from '../../features/profile/public-profile.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { UsersIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../ui/pager.tsx';
import { ProfileLoadError } from './profile-load-error.tsx';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;
export const followListPath = (username: string, direction: FollowDirection) =>
  `${profilePath(username)}/${direction}`;

const TABS: { direction: FollowDirection; label: string }[] = [
  { direction: 'followers', label: 'Followers' },
  { direction: 'following', label: 'Following' },
];

/** /profile/{username}/followers */
export function FollowersPage() {
  return <FollowListPage direction="followers" />;
}

/** /profile/{username}/following */
export function FollowingPage() {
  return <FollowListPage direction="following" />;
}

/**
 * A profile's followers or the people it follows, as user list items with follow buttons,
 * newest first; the page number lives in the address so back and a shared link keep it.
 */
function FollowListPage({ direction }: { direction: FollowDirection }) {
  const username = useParams().username ?? '';
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const profile = usePublicProfileQuery(username);
  const list = useFollowListQuery(profile.data?.id, direction, page);
  const viewerId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));

  if (profile.isError) return <ProfileLoadError username={username} error={profile.error} />;

  const name = profile.data ? profileDisplayName(profile.data) : `@${username}`;
  const counts = profile.data && {
    followers: profile.data.followers_count,
    following: profile.data.following_count,
  };
  const goTo = (next: number) => {
    const address = new URLSearchParams(params);
    if (next > 1) address.set('page', String(next));
    else address.delete('page');
    setParams(address);
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={direction === 'followers' ? 'Followers' : 'Following'}
        subtitle={direction === 'followers' ? `People following ${name}` : `People ${name} follows`}
        back={{ to: profilePath(username), label: name }}
      />
      <nav aria-label="Follows" className="-mx-1 mb-5 overflow-x-auto px-1">
        <ul className="flex gap-1.5">
          {TABS.map((tab) => (
            <li key={tab.direction}>
              <NavLink
                to={followListPath(username, tab.direction)}
                className={({ isActive }) =>
                  cx(
                    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                    isActive
                      ? 'border-accent bg-accent text-on-accent'
                      : 'border-line bg-surface text-fg hover:border-accent/60',
                  )
                }
              >
                {tab.label}
                {counts ? (
                  <span className="tabular-nums opacity-80">{formatCount(counts[tab.direction])}</span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {profile.isPending || list.isPending ? (
        <ListSkeleton
          rows={6}
          label={`Loading ${direction === 'followers' ? 'the followers' : 'whom they follow'}`}
        />
      ) : list.isError && !list.data ? (
        <LoadFailed
          icon={<UsersIcon width={28} height={28} />}
          title={
            direction === 'followers' ? 'Could not load the followers' : 'Could not load whom they follow'
          }
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : list.data.count === 0 ? (
        <EmptyState icon={<UsersIcon width={28} height={28} />} title={emptyTitle(direction, name)}>
          {direction === 'followers'
            ? 'When managers follow them, they show up here.'
            : 'Managers and athletes they follow show up here.'}
        </EmptyState>
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<UsersIcon width={28} height={28} />}
          title="This page is empty"
          action={
            <ButtonLink to={followListPath(username, direction)} variant="secondary">
              Back to the first page
            </ButtonLink>
          }
        >
          The list is shorter than this page number.
        </EmptyState>
      ) : (
        <section aria-label={direction === 'followers' ? 'Followers' : 'Following'}>
          <ul
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
            aria-busy={list.isPlaceholderData || undefined}
          >
            {list.data.results.map((user) => (
              <li key={user.id} className="px-3 py-2.5 sm:px-4">
                <UserListItem
                  user={user}
                  mine={user.id === viewerId}
                  trailing={<ListFollowButton user={user} />}
                />
              </li>
            ))}
          </ul>
          <Pager
            label={direction === 'followers' ? 'Follower pages' : 'Following pages'}
            page={page}
            pageCount={pageCountOf(list.data.count, FOLLOW_PAGE_SIZE)}
            onPageChange={goTo}
            busy={list.isPlaceholderData}
          />
        </section>
      )}
    </div>
  );
}

function emptyTitle(direction: FollowDirection, name: string): string {
  return direction === 'followers' ? `No one follows ${name} yet` : `${name} follows no one yet`;
}
