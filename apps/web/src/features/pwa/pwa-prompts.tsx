import { lazy, Suspense } from 'react';
import { getPlatform } from '../../platform/index.ts';
import { useConsent } from '../consent/consent-store.ts';
import { usePwa } from './pwa-store.ts';

// Each loads the first time it has something to show, so the first screen does not carry them.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));
const InstallBanner = lazy(() => import('./install-banner.tsx').then((m) => ({ default: m.InstallBanner })));

/** The update prompt, and the install offer once the cookie banner is out of the way. */
export function PwaPrompts() {
  const consent = useConsent();
  const needRefresh = usePwa((state) => state.needRefresh);
  const installOffered = usePwa((state) => state.installPrompt !== null);
  const cookieBannerShown = consent === 'unset' && !getPlatform().isNative;
  return (
    <Suspense fallback={null}>
      {needRefresh ? <UpdatePrompt /> : null}
      {installOffered && !cookieBannerShown ? <InstallBanner /> : null}
    </Suspense>
  );
}
