import type { LedgerMovement } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';
import { formatCredits, formatMovement, REASON_LABELS } from './credit-format.ts';

/**
 * One ledger movement as a list item: why, when (with any note, as staff's reason for a grant),
 * the signed amount and the balance it left.
 */
export function LedgerLine({ movement, when }: { movement: LedgerMovement; when: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{REASON_LABELS[movement.reason]}</span>
        <span className="block truncate text-xs text-muted">{when}</span>
      </span>
      <span className="text-right">
        <span
          className={cx(
            'block font-display text-xl font-bold tabular-nums',
            movement.amount > 0 ? 'text-success' : 'text-fg',
          )}
        >
          {formatMovement(movement.amount)}
        </span>
        <span className="block text-xs text-muted tabular-nums">
          Balance {formatCredits(movement.balance_after)}
        </span>
      </span>
    </li>
  );
}
