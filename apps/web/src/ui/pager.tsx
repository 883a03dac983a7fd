import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

interface PagerProps {
  /** Names the list the pager moves through ('Leaderboard pages'). */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** A page is on its way: the buttons wait for it. */
  busy?: boolean;
  /** The buttons' words where 'Previous' and 'Next' say less, such as 'Newer' and 'Older' in a history. */
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous / next through a paged list, with where the reader is announced as it changes. */
export function Pager({
  label,
  page,
  pageCount,
  onPageChange,
  busy = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon width={16} height={16} />}
        disabled={busy || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {previousLabel}
      </Button>
      <p aria-live="polite" className="text-sm text-muted">
        Page <span className="font-semibold text-fg">{page}</span> of {pageCount}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <ChevronRightIcon width={16} height={16} />
      </Button>
    </nav>
  );
}

/** How many pages `count` items fill at `pageSize` a page (at least one). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The page that holds the item at 1-based `position`. */
export function pageOf(position: number, pageSize: number): number {
  return Math.max(1, Math.ceil(position / pageSize));
}
