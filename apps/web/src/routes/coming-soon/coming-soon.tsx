import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

interface ComingSoonProps {
  /** The section's name, the page's h1. */
  title: string;
  /** What the section will let a player do, in one line. */
  headline: string;
  children: ReactNode;
  /** Three things the section will offer. */
  promises: readonly string[];
  art: ReactNode;
  /** Where to play meanwhile. */
  next: { to: string; label: string };
}

/**
 * A section of the game that is on its way: a real page of the shell, so its links never
 * lead nowhere, saying what is coming and where to play meanwhile.
 */
export function ComingSoon({ title, headline, children, promises, art, next }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card padded={false} className="overflow-hidden">
        <div className="grid items-center gap-8 bg-[radial-gradient(90%_120%_at_0%_0%,color-mix(in_srgb,var(--accent)_12%,transparent),transparent_60%)] p-6 sm:grid-cols-[12rem_1fr] sm:p-8">
          <div className="mx-auto">{art}</div>
          <div className="flex flex-col items-start gap-4">
            <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-bold uppercase tracking-widest text-accent">
              Coming soon
            </span>
            <h2 className="font-display text-2xl font-bold uppercase italic leading-tight tracking-tight text-fg sm:text-3xl">
              {headline}
            </h2>
            <div className="text-muted">{children}</div>
            <ul className="flex flex-col gap-2">
              {promises.map((promise) => (
                <li key={promise} className="flex items-start gap-2.5 text-sm text-fg">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent/15 text-accent"
                  >
                    <CheckIcon width={14} height={14} />
                  </span>
                  {promise}
                </li>
              ))}
            </ul>
            <ButtonLink to={next.to} className="mt-2">
              {next.label}
            </ButtonLink>
          </div>
        </div>
      </Card>
    </>
  );
}
