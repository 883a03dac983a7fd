import { type ScoreColour, scoreColour } from '@shred/game';
import { cx } from '../../ui/class-names.ts';

const COLOUR_CLASSES: Record<ScoreColour, string> = {
  red: 'bg-red-600 text-white',
  amber: 'bg-amber-400 text-black',
  green: 'bg-green-500 text-black',
};

const COLOUR_WORDS: Record<ScoreColour, string> = { red: 'low', amber: 'medium', green: 'high' };

interface AspiScoreProps {
  aspi: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The athlete score square (spec §4, R4.99–R4.101): red below 35, amber 35–69, green from 70.
 * The whole number shown is rounded down, so it always agrees with the colour (69.6 shows 69
 * in amber, never 70 in amber).
 */
export function AspiScore({ aspi, size = 'md', className }: AspiScoreProps) {
  const colour = scoreColour(aspi) ?? 'red';
  const shown = Number.isFinite(aspi) ? Math.floor(aspi) : 0;
  return (
    <span
      data-colour={colour}
      title={`ASPI ${shown}`}
      className={cx(
        'inline-grid shrink-0 place-items-center rounded-lg font-display font-bold tabular-nums leading-none',
        size === 'sm' ? 'size-8 text-sm' : 'size-10 text-lg',
        COLOUR_CLASSES[colour],
        className,
      )}
    >
      <span className="sr-only">ASPI score </span>
      {shown}
      <span className="sr-only"> ({COLOUR_WORDS[colour]})</span>
    </span>
  );
}
