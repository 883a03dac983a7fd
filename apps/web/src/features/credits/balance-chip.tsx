import { Link } from 'react-router';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { formatCredits } from './credit-format.ts';
import { useCreditsQuery } from './credits-queries.ts';

/** The viewer's balance as a chip linking to Draft Credits, where more are bought. */
export function BalanceChip() {
  const credits = useCreditsQuery();
  const balance = credits.data?.balance;
  return (
    <Link
      to="/manager/market/drafts/credits"
      className="inline-flex items-center gap-2 rounded-xl border border-line bg-surface px-4 py-2 text-sm hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span className="text-muted">Credits</span>
      <strong
        className="font-display text-xl tabular-nums text-fg"
        data-testid="credit-balance"
        aria-live="polite"
      >
        {balance === undefined ? <TextSkeleton className="w-10" /> : formatCredits(balance)}
      </strong>
    </Link>
  );
}
