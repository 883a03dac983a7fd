import { formatCount } from '@shred/game';
import { ButtonLink } from '../../ui/button.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { useEventPollsQuery } from './poll-queries.ts';
import { pollsPath } from './share-poll.ts';

/**
 * 'Fan Vote' on an event page, once the event has polls: the same call the fan vote page
 * makes, so the page opens from the cache.
 */
export function FanVoteLink({ eventSlug, className }: { eventSlug: string; className?: string }) {
  const query = useEventPollsQuery(eventSlug);
  const count = query.data?.polls.length ?? 0;
  if (count === 0) return null;
  const open = query.data?.polls.filter((poll) => !poll.voted && !poll.closed).length ?? 0;
  return (
    <ButtonLink
      to={pollsPath(eventSlug)}
      variant="secondary"
      icon={<TrophyIcon width={16} height={16} />}
      className={className}
    >
      Fan Vote
      <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
        {open > 0
          ? `${formatCount(open)} to vote`
          : `${formatCount(count)} ${count === 1 ? 'poll' : 'polls'}`}
      </span>
    </ButtonLink>
  );
}
