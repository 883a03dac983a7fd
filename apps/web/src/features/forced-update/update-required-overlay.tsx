import type { MouseEvent } from 'react';
import { getPlatform } from '../../platform/index.ts';
import { BlockingNotice } from '../../shell/overlays/blocking-notice.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import type { RequiredUpdate } from './forced-update-rule.ts';
import { FORCED_UPDATE_TEXTS as T } from './forced-update-texts.ts';

const UpdateIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-10"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7.5v7M9 11.5l3 3 3-3M10.5 18.5h3" />
  </svg>
);

/**
 * Spec §2 Update-required overlay (native only): title, message, both versions and a link
 * to the store (R2.156–R2.158). The link opens through the platform, which hands it to the
 * store app; the href keeps it a real link for assistive tech.
 */
export function UpdateRequiredOverlay({ update }: { update: RequiredUpdate }) {
  const openStore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void getPlatform().openExternalUrl(update.storeUrl);
  };

  return (
    <BlockingNotice
      testId="update-required-overlay"
      icon={<UpdateIcon />}
      iconTone="bg-lime/15 text-lime"
      title={T.title}
      message={T.message}
    >
      <p className="mt-5 inline-flex whitespace-nowrap rounded-full border border-line bg-surface-2 px-3.5 py-1.5 text-[13px] font-medium tabular-nums text-fg sm:text-sm">
        {T.versions(update.current, update.required)}
      </p>
      {update.storeUrl ? (
        <a
          href={update.storeUrl}
          onClick={openStore}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(buttonClasses({ size: 'lg', fullWidth: true, variant: 'primary' }), 'mt-6')}
        >
          {T.action}
        </a>
      ) : (
        <p className="mt-6 text-sm text-muted">{T.noStoreLink}</p>
      )}
    </BlockingNotice>
  );
}
