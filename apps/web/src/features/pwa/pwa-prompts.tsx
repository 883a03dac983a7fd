import { getPlatform } from '../../platform/index.ts';
import { useConsent } from '../consent/consent-store.ts';
import { InstallBanner } from './install-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** The update prompt, and the install offer once the cookie banner is out of the way. */
export function PwaPrompts() {
  const consent = useConsent();
  const cookieBannerShown = consent === 'unset' && !getPlatform().isNative;
  return (
    <>
      <UpdatePrompt />
      {cookieBannerShown ? null : <InstallBanner />}
    </>
  );
}
