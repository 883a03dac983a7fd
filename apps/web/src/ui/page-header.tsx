import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './class-names.ts';
import { ChevronLeftIcon } from './icons.tsx';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** A parent page to return to; shown as a labelled back link above the title. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, back, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('mb-6 flex flex-col gap-3', className)}>
      {back ? (
        <Link
          to={back.to}
          className="-ml-1 inline-flex w-fit items-center gap-1 rounded-lg px-1 py-0.5 text-sm font-medium text-muted hover:text-fg"
        >
          <ChevronLeftIcon width={18} height={18} />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold uppercase italic tracking-tight text-fg sm:text-4xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
