import type { QuickplayStep } from '../../../features/teams/index.ts';
import { cx } from '../../../ui/class-names.ts';

interface StepProgressProps {
  step: QuickplayStep;
  size: number;
  spent: number;
  left: number;
  budget: number;
}

/** What the player does now, as the heading of the bar says it. */
function stepText(step: QuickplayStep, size: number): string {
  if (step.kind === 'pick') return `Pick ${step.number} of ${size}`;
  return step.kind === 'captain' ? 'Choose your captain' : 'Review and submit';
}

/**
 * Where the player is in the flow and the budget left. The bar has one segment per pick, the
 * steps the player counts ('Pick 2 of 5'); captain and review come once it is full.
 */
export function StepProgress({ step, size, spent, left, budget }: StepProgressProps) {
  const picked = step.kind === 'pick' ? step.number - 1 : size;
  const text = stepText(step, size);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-fg" aria-live="polite">
          {text}
        </p>
        <p className="text-muted" aria-live="polite">
          <span className="font-semibold tabular-nums text-fg">{left}</span> of {budget} credits left
          <span className="sr-only"> ({spent} spent)</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Team progress"
        aria-valuemin={0}
        aria-valuemax={size}
        aria-valuenow={picked}
        aria-valuetext={step.kind === 'pick' ? text : `${size} of ${size} picked: ${text.toLowerCase()}`}
        className="flex gap-1.5"
      >
        {Array.from({ length: size }, (_, i) => {
          const state = i < picked ? 'done' : i === picked ? 'current' : 'ahead';
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions
              key={i}
              data-segment={state}
              className={cx(
                'h-1.5 flex-1 rounded-full',
                state === 'done' ? 'bg-accent' : state === 'current' ? 'bg-lime' : 'bg-surface-2',
              )}
            />
          );
        })}
      </div>
    </div>
  );
}
