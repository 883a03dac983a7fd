import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../features/modals/index.ts';
import { RefreshIcon, WifiOffIcon } from '../../features/modals/overlay-icons.tsx';
import { Button } from '../../ui/button.tsx';
import { HOME_PATH, watchConnectivity } from './connectivity.ts';

export const OFFLINE_TEXTS = {
  title: 'You are offline',
  message: 'Please make sure you have an active internet connection to continue',
  refresh: 'Refresh Page',
} as const;

interface OfflineMessageProps {
  titleId?: string;
  onRefresh: () => void;
  /** The heading level: h1 on the /offline page, h2 inside the overlay. */
  as?: 'h1' | 'h2';
  refreshRef?: Ref<HTMLButtonElement>;
}

/** Spec §2 offline screen texts and its Refresh Page button (R2.121). */
export function OfflineMessage({ titleId, onRefresh, as: Heading = 'h2', refreshRef }: OfflineMessageProps) {
  return (
    <div className="flex flex-col items-center px-6 text-center">
      <div className="relative">
        <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-accent/15" />
        <span
          aria-hidden="true"
          className="relative grid size-24 place-items-center rounded-full border border-line bg-surface text-accent shadow-card"
        >
          <WifiOffIcon width={40} height={40} />
        </span>
      </div>
      <Heading
        id={titleId}
        className="mt-8 font-display text-4xl font-bold uppercase italic tracking-tight text-fg sm:text-5xl"
      >
        {OFFLINE_TEXTS.title}
      </Heading>
      <p className="mt-3 max-w-sm text-muted">{OFFLINE_TEXTS.message}</p>
      <Button ref={refreshRef} size="lg" className="mt-8" icon={<RefreshIcon />} onClick={onRefresh}>
        {OFFLINE_TEXTS.refresh}
      </Button>
    </div>
  );
}

const reload = () => window.location.reload();

/**
 * Spec §2 offline screen: covers the page while the browser is offline (R2.120), checks the
 * connection every 5 s (R2.123) and loads the home route once it is back (R2.124).
 */
export function OfflineScreen() {
  const [online, setOnline] = useState(() => navigator.onLine);
  const navigate = useNavigate();
  const titleId = useId();
  const refreshRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOnline(navigator.onLine);
    return watchConnectivity({
      onChange: (now) => {
        setOnline(now);
        if (now) void navigate(HOME_PATH);
      },
    });
  }, [navigate]);

  return (
    <Modal
      open={!online}
      onClose={() => undefined}
      dismissible={false}
      priority="critical"
      presentation="fullscreen"
      labelledBy={titleId}
      initialFocus={refreshRef}
    >
      <div
        data-testid="offline-screen"
        className="bg-hero flex flex-1 flex-col items-center justify-center px-2 pt-[calc(env(safe-area-inset-top)+4rem)] pb-[calc(env(safe-area-inset-bottom)+4rem)]"
      >
        <OfflineMessage titleId={titleId} onRefresh={reload} refreshRef={refreshRef} />
      </div>
    </Modal>
  );
}
