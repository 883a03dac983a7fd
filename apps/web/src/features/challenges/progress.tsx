import { cx } from '../../ui/class-names.ts';

/** A ring that fills with a set's completed challenges; the count sits in its middle. */
export function ProgressRing({
  done,
  total,
  label,
  size = 64,
}: {
  done: number;
  total: number;
  label: string;
  size?: number;
}) {
  const stroke = 6;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const fraction = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} completed`}
      className="relative grid shrink-0 place-items-center"
      style={{ width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        className="-rotate-90"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-surface-2"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          className={cx(
            'transition-[stroke-dashoffset] duration-500',
            fraction === 1 ? 'stroke-lime' : 'stroke-accent',
          )}
        />
      </svg>
      <span className="absolute font-display text-sm font-bold italic tabular-nums text-fg">
        {done}/{total}
      </span>
    </div>
  );
}

/** A challenge's progress bar: 'n of target' beside it says the same in words. */
export function ProgressBar({ percent, label, done }: { percent: number; label: string; done: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 overflow-hidden rounded-full bg-surface-2"
    >
      <div
        className={cx(
          'h-full rounded-full transition-[width] duration-500',
          done ? 'bg-lime' : 'bg-linear-to-r from-accent to-lime',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
