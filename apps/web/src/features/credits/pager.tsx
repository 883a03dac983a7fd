import { Button } from '../../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';

interface PagerProps {
  page: number;
  /** The next page's number, null on the last. */
  next: number | null;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What is being paged, for screen readers: 'Ledger pages'. */
  label: string;
}

/** Previous / next over a list page (INTERFACE.md `{count, next, results}`). */
export function Pager({ page, next, count, pageSize, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        icon={<ChevronLeftIcon width={16} height={16} />}
      >
        Newer
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={next === null} onClick={() => next && onPage(next)}>
        Older
        <ChevronRightIcon width={16} height={16} />
      </Button>
    </nav>
  );
}
