import { errorMessage } from '../../api/index.ts';
import { achievementIconUrl } from './achievement-icons.ts';
import { useUserAchievementsQuery } from './achievement-queries.ts';

/** A profile's earned achievements with their badges (GAME.md Engagement; R3.22). */
export function ProfileAchievements({ userId }: { userId: number | undefined }) {
  const achievements = useUserAchievementsQuery(userId);
  return (
    <section aria-labelledby="profile-achievements-title">
      <h2 id="profile-achievements-title" className="mb-3 text-lg font-semibold text-fg">
        Achievements
      </h2>
      {achievements.isPending ? (
        <div
          role="status"
          aria-label="Loading achievements"
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          <div className="h-[4.5rem] animate-pulse rounded-2xl bg-surface-2" />
          <div className="h-[4.5rem] animate-pulse rounded-2xl bg-surface-2" />
        </div>
      ) : achievements.isError ? (
        <p className="text-sm text-muted">{errorMessage(achievements.error)}</p>
      ) : achievements.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          No achievements yet. The first comes with the first team.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {achievements.data.map((a) => (
            <li key={a.key} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
              <img
                src={achievementIconUrl(a.icon)}
                alt=""
                aria-hidden="true"
                className="size-12 shrink-0 rounded-full"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-fg">{a.name}</span>
                <span className="block text-sm text-muted">{a.description}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
