import type { League } from '@shred/contract';
import { formatCount, ordinal } from '@shred/game';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { leaguePath } from './invite-link.ts';
import { LeagueImage } from './league-image.tsx';

export const membersText = (count: number) => `${formatCount(count)} ${count === 1 ? 'member' : 'members'}`;

/** A league in a list (spec §3: image, name, members count) with the viewer's rank in it. */
export function LeagueListItem({ league }: { league: League }) {
  return (
    <Link
      to={leaguePath(league.slug)}
      className="group flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:p-4"
    >
      <LeagueImage league={league} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-fg group-hover:text-accent">{league.name}</span>
        <span className="block truncate text-sm text-muted">
          {membersText(league.members_count)}
          {league.is_owner ? ' · Owner' : ''}
        </span>
      </span>
      {league.my_rank !== null ? (
        <span className="shrink-0 text-right">
          <span className="block text-[11px] font-semibold uppercase tracking-wider text-muted">
            Your rank
          </span>
          <span className="block font-display text-xl font-bold italic tabular-nums text-fg">
            {ordinal(league.my_rank)}
          </span>
        </span>
      ) : null}
      <ChevronRightIcon width={18} height={18} className="shrink-0 text-muted" aria-hidden="true" />
    </Link>
  );
}
