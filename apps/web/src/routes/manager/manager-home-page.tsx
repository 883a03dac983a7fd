import { useAuthStore } from '../../features/auth/index.ts';
import { EventShelf } from '../../features/events/event-shelf.tsx';
import { useLiveResults } from '../../features/live/use-live-results.ts';
import { LevelCard } from '../../features/profile/level-card.tsx';
import { useProfileStatsQuery } from '../../features/profile/profile-stats.ts';
import { ProfileStatsGrid } from '../../features/profile/profile-stats-grid.tsx';
import { QuickLinks } from './quick-links.tsx';

function greeting(hour: number): string {
  if (hour < 5) return 'Late session';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Events per home shelf: one row on a desktop; the calendar has the rest. */
const HOME_EVENTS = 3;

/** /manager 'Manager Home': greeting, level, the events to play now and next, and the way into each part of the game. */
export function ManagerHomePage() {
  const user = useAuthStore((state) => state.user);
  const stats = useProfileStatsQuery(user?.id);
  useLiveResults();
  if (!user) return null;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">Manager Home</p>
        <h1 className="mt-1 font-display text-4xl font-bold uppercase italic tracking-tight text-fg sm:text-5xl">
          {greeting(new Date().getHours())}, {user.first_name || user.username}
        </h1>
      </header>
      <EventShelf
        title="Live now"
        status="live"
        limit={HOME_EVENTS}
        firstScreen
        empty="No games are open right now. The next ones open a week before their first round."
      />
      {stats.isError ? null : (
        // While the season loads, both keep their final size: the shelves below stay put.
        <div className="grid gap-4 md:grid-cols-2">
          <LevelCard stats={stats.data ?? null} />
          <ProfileStatsGrid stats={stats.data ?? null} compact />
        </div>
      )}
      <EventShelf
        title="Upcoming"
        status="upcoming"
        limit={HOME_EVENTS}
        empty="No events are scheduled yet. New stops of the season show up here."
      />
      <QuickLinks />
    </div>
  );
}
