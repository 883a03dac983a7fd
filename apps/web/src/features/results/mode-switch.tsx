import type { TeamMode } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';

// Listed here rather than imported, so the page chunk does not pull in the contract's zod schemas.
const MODES: readonly TeamMode[] = ['manager', 'quickplay'];
const MODE_LABELS: Readonly<Record<TeamMode, string>> = { manager: 'Manager', quickplay: 'Quickplay' };

interface ModeSwitchProps {
  /** Names the choice ('Leaderboard mode'). */
  label: string;
  mode: TeamMode;
  onChange: (mode: TeamMode) => void;
}

/** Manager or quickplay: a two-way toggle whose pressed button is the mode shown. */
export function ModeSwitch({ label, mode, onChange }: ModeSwitchProps) {
  return (
    <fieldset className="inline-flex rounded-xl border border-line bg-surface-2 p-1">
      <legend className="sr-only">{label}</legend>
      {MODES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === mode}
          onClick={() => onChange(option)}
          className={cx(
            'h-8 rounded-lg px-3 text-sm font-semibold transition',
            option === mode ? 'bg-accent text-on-accent' : 'text-muted hover:text-fg',
          )}
        >
          {MODE_LABELS[option]}
        </button>
      ))}
    </fieldset>
  );
}
