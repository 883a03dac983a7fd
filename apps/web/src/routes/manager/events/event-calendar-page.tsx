import type { EventPhase } from '@shred/contract';
import { useState } from 'react';
import { useSportsQuery } from '../../../features/events/sports-query.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CalendarList } from './calendar-list.tsx';
import { CalendarTabs, panelId, tabId } from './calendar-tabs.tsx';
import { SportFilter } from './sport-filter.tsx';

/**
 * /manager/events 'Event Calendar' (R2.30): live, upcoming and past events of every sport.
 * The route is kept alive, so the tab, the sport and the pages loaded stay as they were when
 * the player comes back from an event.
 */
export function EventCalendarPage() {
  const [tab, setTab] = useState<EventPhase>('live');
  const [sport, setSport] = useState<string | null>(null);
  const sports = useSportsQuery();
  const sportName = sports.data?.find((s) => s.slug === sport)?.name ?? null;

  return (
    <div>
      <PageHeader
        title="Event Calendar"
        subtitle="Every stop of the season: play the open games, plan for the next ones, relive the results."
      />
      <div className="mb-6 flex flex-col gap-4">
        <CalendarTabs value={tab} onChange={setTab} />
        <SportFilter value={sport} onChange={setSport} />
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <CalendarList
          status={tab}
          sport={sport}
          sportName={sportName}
          onShowUpcoming={() => setTab('upcoming')}
          onShowAllSports={() => setSport(null)}
        />
      </div>
    </div>
  );
}
