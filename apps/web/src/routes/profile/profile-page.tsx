import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/index.ts';
import { LevelCard } from '../../features/profile/level-card.tsx';
import { useProfileStatsQuery } from '../../features/profile/profile-stats.ts';
import { ProfileStatsGrid } from '../../features/profile/profile-stats-grid.tsx';
import { ProfileSummary } from '../../features/profile/profile-summary.tsx';
import { usePublicProfileQuery } from '../../features/profile/public-profile.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';

/** /profile/{username}: a manager's or athlete's public profile with their game stats. */
export function ProfilePage() {
  const username = useParams().username ?? '';
  const profile = usePublicProfileQuery(username);
  const stats = useProfileStatsQuery(profile.data?.id);

  if (profile.isPending) return <LoadingBlock label="Loading profile…" />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <EmptyState
        icon={<UserIcon width={28} height={28} />}
        title={missing ? `No one called @${username}` : 'Could not load this profile'}
        action={
          <ButtonLink to="/manager" variant="secondary">
            Back to the game
          </ButtonLink>
        }
      >
        {missing ? 'Check the spelling, or find them through search.' : errorMessage(profile.error)}
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ProfileSummary profile={profile.data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        {stats.isError ? null : <LevelCard stats={stats.data ?? null} loadingLabel="Loading the level…" />}
        <section aria-labelledby="profile-stats-title">
          <h2 id="profile-stats-title" className="mb-3 text-lg font-semibold text-fg">
            Career stats
          </h2>
          {stats.data ? (
            <ProfileStatsGrid stats={stats.data} compact />
          ) : stats.isError ? (
            <p className="text-sm text-muted">{errorMessage(stats.error)}</p>
          ) : (
            <ProfileStatsGrid stats={null} compact />
          )}
        </section>
      </div>
    </div>
  );
}
