import type { QuickplayStep } from '../../../features/teams/index.ts';
import { cx } from '../../../ui/class-names.ts';

interface StepProgressProps {
  step: QuickplayStep;
  size: number;
  spent: number;
  left: number;
  budget: number;
}

/** Where the player is in the flow (pick n of 5, captain, review) and the budget left. */
export function StepProgress({ step, size, spent, left, budget }: StepProgressProps) {
  const done = step.kind === 'pick' ? step.number - 1 : step.kind === 'captain' ? size : size + 1;
  const total = size + 2;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-fg" aria-live="polite">
          {step.kind === 'pick'
            ? `Pick ${step.number} of ${size}`
            : step.kind === 'captain'
              ? 'Choose your captain'
              : 'Review and submit'}
        </p>
        <p className="text-muted" aria-live="polite">
          <span className="font-semibold tabular-nums text-fg">{left}</span> of {budget} credits left
          <span className="sr-only"> ({spent} spent)</span>
        </p>
      </div>
      <ol className="flex gap-1.5" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps are positions
            key={i}
            className={cx(
              'h-1.5 flex-1 rounded-full',
              i < done ? 'bg-accent' : i === done ? 'bg-lime' : 'bg-surface-2',
            )}
          />
        ))}
      </ol>
    </div>
  );
}
