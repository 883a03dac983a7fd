import type { SportEvent } from '@shred/contract';
import { countdownTarget, type EventCard as EventCardModel, eventCard, eventDateRange } from '@shred/game';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { CalendarIcon, CheckIcon, TrophyIcon } from '../../ui/icons.tsx';
import { EventArtwork } from './event-artwork.tsx';
import { EventBadge } from './event-badge.tsx';
import { MapPinIcon, PlayIcon } from './event-icons.tsx';
import { type EventLinkContext, eventPageLink, eventResultsLink } from './event-links.ts';
import { NotifyMeButton } from './notify-me-button.tsx';
import { useCountdown } from './use-countdown.ts';
import { useEventLinkContext } from './use-event-links.ts';

interface EventCardProps {
  event: SportEvent;
  /** The heading level inside the page's outline: 2 on a page of cards, 3 under a section title. */
  headingLevel?: 2 | 3;
  className?: string;
  /** On the first screen: its picture is the page's largest paint, so it must not wait to be scrolled near. */
  eager?: boolean;
}

/**
 * An event in a list (spec §3, §4 "Event card state"): picture, name, dates, place and sports,
 * with the button and badge `eventCard` gives for now. The badge of a live event counts down
 * every second and reads 'Expired' at the end.
 */
export function EventCard({ event, headingLevel = 3, className, eager = false }: EventCardProps) {
  const links = useEventLinkContext();
  const { nowMs } = useCountdown(countdownTarget(event));
  const card = eventCard(event, nowMs);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dates = eventDateRange(event.date_from, event.date_to);

  return (
    <article
      aria-labelledby={titleId}
      data-card-state={card.state}
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition',
        'focus-within:border-accent/60 hover:-translate-y-0.5 hover:border-accent/60',
        className,
      )}
    >
      <div className="relative">
        <EventArtwork event={event} eager={eager} className="aspect-[2/1]" />
        <EventBadge card={card} className="absolute left-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading
          id={titleId}
          className="font-display text-2xl font-bold uppercase italic leading-tight text-fg"
        >
          {/* The whole card opens the event page; the button below stays its own target. */}
          <Link
            to={eventPageLink(event.slug, links)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {event.name}
          </Link>
        </Heading>
        <dl className="flex flex-col gap-1.5 text-sm text-muted">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Dates</dt>
            <CalendarIcon width={16} height={16} className="shrink-0 text-accent" />
            <dd>{dates}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPinIcon width={16} height={16} className="shrink-0 text-accent" />
            <dd className="truncate">{event.location}</dd>
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
        <div className="relative z-10 mt-auto pt-1">
          <CardAction card={card} event={event} links={links} />
        </div>
      </div>
    </article>
  );
}

interface CardActionProps {
  card: EventCardModel;
  event: SportEvent;
  links: EventLinkContext;
}

function CardAction({ card, event, links }: CardActionProps) {
  const eventPage = eventPageLink(event.slug, links);
  switch (card.button) {
    case 'Play Now':
    case 'Continue Playing':
      return (
        <ButtonLink to={eventPage} fullWidth icon={<PlayIcon width={16} height={16} />}>
          {card.button}
        </ButtonLink>
      );
    case 'Teams Submitted':
      return (
        <ButtonLink to={eventPage} variant="secondary" fullWidth icon={<CheckIcon width={16} height={16} />}>
          {card.button}
        </ButtonLink>
      );
    case 'View Results':
    case 'My Results':
      return (
        <ButtonLink
          to={eventResultsLink(event.slug)}
          variant={card.button === 'My Results' ? 'primary' : 'secondary'}
          fullWidth
          icon={<TrophyIcon width={16} height={16} />}
        >
          {card.button}
        </ButtonLink>
      );
    case 'Notify Me':
      return <NotifyMeButton event={event} fullWidth />;
    case 'View Event':
      return (
        <ButtonLink to={eventPage} variant="secondary" fullWidth>
          {card.button}
        </ButtonLink>
      );
  }
}
