import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { BrandLogo } from '../brand-logo.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

/** Sign-in screens (A1): one centred card over the sporty gradient. */
export function AuthLayout({ children }: LayoutProps) {
  return (
    <div className="bg-hero min-h-dvh">
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
        <Link to="/auth" aria-label="Shred League" className="mb-8 self-center rounded-xl">
          <BrandLogo size="lg" />
        </Link>
        <main id={MAIN_ID} tabIndex={-1} className="outline-none">
          <Card padded={false} className="p-6 sm:p-8">
            {children}
          </Card>
        </main>
        <p className="mt-8 text-center text-xs text-muted">
          Fantasy skate, snow, surf, ski, MTB, BMX and wake. Pick riders. Climb the rankings.
        </p>
      </div>
    </div>
  );
}
