import { DASHBOARD_RANGES, type DashboardRange } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';

/** 7, 30 or 90 days: buttons in a group, the one showing pressed. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (days: DashboardRange) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would add a visible heading the group does not need
    <div role="group" aria-label="Range" className="inline-flex rounded-xl border border-line bg-surface p-1">
      {DASHBOARD_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className={cx(
            'min-h-9 rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-accent',
            days === value ? 'bg-accent text-on-accent' : 'text-muted hover:text-fg',
          )}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}
