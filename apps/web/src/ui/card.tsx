import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padded?: boolean;
  as?: 'div' | 'section' | 'article';
}

export function Card({ padded = true, as: Tag = 'div', className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(
        'rounded-2xl border border-line bg-surface shadow-card',
        padded && 'p-5 sm:p-6',
        className,
      )}
      {...rest}
    />
  );
}
