import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { BrandLogo } from '../brand-logo.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

/** Sign-in screens (A1): the logo as header, one centred card over the sporty gradient. */
export function AuthLayout({ meta, children }: LayoutProps) {
  return (
    <div className="bg-hero pt-safe pb-safe min-h-dvh">
      <div className="px-gutter mx-auto flex min-h-[calc(100dvh-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-full max-w-md flex-col justify-center py-10">
        {meta.hideHeader ? null : (
          <header className="mb-8 self-center">
            <Link to="/auth" aria-label="Shred League" className="block rounded-xl">
              <BrandLogo size="lg" />
            </Link>
          </header>
        )}
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
