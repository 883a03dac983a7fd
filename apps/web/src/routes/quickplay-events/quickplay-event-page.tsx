import { EventPage } from '../manager/events/event-page.tsx';

/** `/quickplay/events/{slug}` 'Event Details': the event page in quickplay mode. */
export function QuickplayEventPage() {
  return <EventPage mode="quickplay" />;
}
