import type { SportEvent } from '@shred/contract';
import { countdownTarget, eventCard, eventDateRange } from '@shred/game';
import { EventArtwork } from '../../../features/events/event-artwork.tsx';
import { EventBadge } from '../../../features/events/event-badge.tsx';
import { MapPinIcon } from '../../../features/events/event-icons.tsx';
import { NotifyMeButton } from '../../../features/events/notify-me-button.tsx';
import { useCountdown } from '../../../features/events/use-countdown.ts';
import { CalendarIcon } from '../../../ui/icons.tsx';

/**
 * The top of an event page: picture, name, dates, place, sports and the live countdown; an
 * upcoming event offers its reminder here too, as its card does (R4.88).
 */
export function EventHero({ event }: { event: SportEvent }) {
  const { nowMs } = useCountdown(countdownTarget(event));
  const card = eventCard(event, nowMs);

  return (
    <header className="relative overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
      <EventArtwork event={event} shape="banner" eager className="h-44 sm:h-64" />
      {/* Keeps the name readable over any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-44 bg-linear-to-t from-surface via-surface/30 to-transparent sm:h-64"
      />
      <div className="relative -mt-16 flex flex-col gap-3 px-5 pb-5 sm:-mt-20 sm:px-8 sm:pb-7">
        <EventBadge card={card} className="w-fit" />
        <h1 className="font-display text-4xl font-bold uppercase italic leading-none tracking-tight text-fg sm:text-5xl">
          {event.name}
        </h1>
        <dl className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Dates</dt>
            <CalendarIcon width={16} height={16} className="text-accent" />
            <dd>{eventDateRange(event.date_from, event.date_to)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPinIcon width={16} height={16} className="text-accent" />
            <dd>{event.location}</dd>
          </div>
        </dl>
        {event.sports.length > 0 ? (
          <ul aria-label="Sports" className="flex flex-wrap gap-1.5">
            {event.sports.map((sport) => (
              <li
                key={sport.slug}
                className="rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg"
              >
                {sport.name}
              </li>
            ))}
          </ul>
        ) : null}
        {card.button === 'Notify Me' ? <NotifyMeButton event={event} className="w-full sm:w-fit" /> : null}
      </div>
    </header>
  );
}
