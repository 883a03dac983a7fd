import { useParams } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { ProfileAchievements } from '../../features/achievements/profile-achievements.tsx';
import { LevelCard } from '../../features/profile/level-card.tsx';
import { useProfileStatsQuery } from '../../features/profile/profile-stats.ts';
import { ProfileStatsGrid } from '../../features/profile/profile-stats-grid.tsx';
import { ProfileSummary } from '../../features/profile/profile-summary.tsx';
import { usePublicProfileQuery } from '../../features/profile/public-profile.ts';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { ProfileLoadError } from './profile-load-error.tsx';

/** /profile/{username}: a manager's or athlete's public profile with their game stats. */
export function ProfilePage() {
  const username = useParams().username ?? '';
  const profile = usePublicProfileQuery(username);
  const stats = useProfileStatsQuery(profile.data?.id);

  if (profile.isPending) return <LoadingBlock label="Loading profile…" />;
  if (profile.isError) return <ProfileLoadError username={username} error={profile.error} />;

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
      <ProfileAchievements userId={profile.data.id} />
    </div>
  );
}
