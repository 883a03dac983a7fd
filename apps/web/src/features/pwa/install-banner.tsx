import { useId } from 'react';
import { BrandMark } from '../../shell/brand-logo.tsx';
import { Button } from '../../ui/button.tsx';
import { BANNER_LAYER } from '../modals/index.ts';
import { cancelInstallPrompt, showInstallPrompt } from './install-prompt.ts';
import { usePwa } from './pwa-store.ts';
import { PWA_TEXTS as T } from './pwa-texts.ts';

/** Our install offer, shown when the browser allows installing (R4.129): Install or Not now. */
export function InstallBanner() {
  const offer = usePwa((state) => state.installPrompt);
  const titleId = useId();
  if (!offer) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="install-banner"
      className="pb-safe pointer-events-none fixed inset-x-0 bottom-0 px-3 sm:px-6"
      style={{ zIndex: BANNER_LAYER }}
    >
      <div className="pointer-events-auto mx-auto mb-3 flex max-w-xl items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:mb-6 sm:p-4">
        <BrandMark className="size-11 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold text-fg">
            {T.installTitle}
          </h2>
          <p className="text-xs text-muted">{T.installBody}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-1.5 sm:flex-row">
          <Button size="sm" onClick={() => void showInstallPrompt()}>
            {T.install}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => cancelInstallPrompt()}>
            {T.notNow}
          </Button>
        </div>
      </div>
    </section>
  );
}
