import type { PollOption } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';
import { AthleteAvatar } from '../athletes/athlete-avatar.tsx';

const LETTER_SIZES = { sm: 'size-8 text-sm', md: 'size-11 text-base' } as const;

/**
 * An option's picture: the athlete's portrait when it names one, else its initial on a tile,
 * so every row lines up. Decorative: the label beside it names the option.
 */
export function OptionPicture({ option, size }: { option: PollOption; size: 'sm' | 'md' }) {
  if (option.athlete)
    return (
      <span aria-hidden="true" className="contents">
        <AthleteAvatar athlete={option.athlete} size={size} />
      </span>
    );
  return (
    // The initial is drawn by CSS, so it is no text of a button the option's label names.
    <span
      aria-hidden="true"
      data-initial={option.label.trim().charAt(0)}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-surface-2 font-display font-bold uppercase italic text-muted before:content-[attr(data-initial)]',
        LETTER_SIZES[size],
      )}
    />
  );
}
