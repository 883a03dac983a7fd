import { getPlatform } from '../../platform/index.ts';
import { shouldShowBanner, useConsent } from './consent-store.ts';
import { CookieBanner } from './cookie-banner.tsx';

/** The cookie banner, while the visitor has not answered, in browsers only. */
export function ConsentGate() {
  const consent = useConsent();
  if (!shouldShowBanner(consent, getPlatform().isNative)) return null;
  return <CookieBanner />;
}
