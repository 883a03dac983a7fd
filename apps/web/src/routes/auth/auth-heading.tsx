import type { ReactNode } from 'react';

/** Title and intro of a sign-in card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="font-display text-3xl font-bold uppercase italic tracking-tight text-fg">{title}</h1>
      {children ? <p className="mt-2 text-sm text-muted">{children}</p> : null}
    </div>
  );
}
