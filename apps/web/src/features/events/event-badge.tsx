import type { EventCard } from '@shred/game';
import { cx } from '../../ui/class-names.ts';
import { ClockIcon } from './event-icons.tsx';

/**
 * The badge of an event card: the live countdown ('{time} Left to play', then 'Expired') or
 * 'Pre-Register Now'; nothing for other states.
 */
export function EventBadge({ card, className }: { card: EventCard; className?: string }) {
  if (!card.badge) return null;
  const base = cx(
    'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide shadow-lg backdrop-blur',
    className,
  );
  if (card.state === 'active') {
    const expired = card.countdown?.expired ?? false;
    return (
      // A timer is not announced on every tick; its text is there when a reader reaches it.
      <span
        role="timer"
        className={cx(base, expired ? 'bg-danger text-white dark:text-bg' : 'bg-bg/85 text-fg')}
      >
        {expired ? null : <ClockIcon width={14} height={14} className="text-lime" />}
        <span className="tabular-nums">{card.badge}</span>
      </span>
    );
  }
  return <span className={cx(base, 'bg-lime text-bg')}>{card.badge}</span>;
}
