import { formatPoints } from '@shred/game';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { ManagerCell } from './manager-cell.tsx';
import { RankBadge } from './rank-badge.tsx';

export interface RankingRow {
  key: number;
  rank: number;
  username: string;
  profileImage: string | null;
  /** One of the viewer's entries: highlighted. */
  mine: boolean;
  /** The entry the viewer's own rank points at. */
  current: boolean;
  /** Under the name (e.g. 'Team 2'). */
  detail?: ReactNode;
  /** The games column, shown from 640 px when the table has one. */
  games?: ReactNode;
  points: number;
}

interface RankingTableProps {
  label: string;
  /** A page is loading: the rows dim and the table says it is busy. */
  busy: boolean;
  rows: readonly RankingRow[];
  /** Show a 'Games' column (season and cup standings). */
  withGames?: boolean;
}

/** A page of ranked managers, shared by game leaderboards and season or cup standings. */
export function RankingTable({ label, busy, rows, withGames = false }: RankingTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        className={cx('w-full table-fixed text-left text-sm transition-opacity', busy && 'opacity-60')}
      >
        <thead className="border-b border-line bg-surface-2 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="w-14 px-3 py-2.5 font-medium sm:w-18 sm:px-4">
              Rank
            </th>
            <th scope="col" className="px-2 py-2.5 font-medium">
              Manager
            </th>
            {withGames ? (
              <th scope="col" className="hidden w-36 px-2 py-2.5 font-medium sm:table-cell">
                Games
              </th>
            ) : null}
            <th scope="col" className="w-28 px-3 py-2.5 text-right font-medium sm:w-32 sm:px-4">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              aria-current={row.current ? 'true' : undefined}
              className={cx(
                'border-b border-line last:border-b-0',
                row.mine && 'bg-accent/10 shadow-[inset_3px_0_0_var(--accent)]',
              )}
            >
              <td className="px-3 py-2.5 sm:px-4">
                <RankBadge rank={row.rank} />
              </td>
              <td className="px-2 py-2.5">
                <ManagerCell
                  username={row.username}
                  profileImage={row.profileImage}
                  mine={row.mine}
                  detail={row.detail}
                />
              </td>
              {withGames ? (
                <td className="hidden px-2 py-2.5 text-muted sm:table-cell">{row.games}</td>
              ) : null}
              <td className="px-3 py-2.5 text-right font-display text-lg font-bold italic tabular-nums text-fg sm:px-4 sm:text-xl">
                {formatPoints(row.points)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
