import { useEffect, useId, useState } from 'react';
import { reportError } from '../../platform/index.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BellIcon } from '../modals/overlay-icons.tsx';
import {
  disableWebPush,
  enableWebPush,
  readWebPushState,
  type WebPushState,
  webPushSupported,
} from './web-push.ts';

export const WEB_PUSH_TEXTS = {
  title: 'Push notifications on this device',
  off: 'New games, results, athlete alerts and social news on this device, even when Shred League is closed.',
  on: 'This browser gets push notifications. Choose which ones below.',
  denied:
    "Notifications are blocked for Shred League in this browser. Allow them in the browser's site settings (the icon beside the address), then come back here.",
  enableFailed: 'Push notifications could not be turned on. Please try again later.',
  disableFailed: 'Push notifications could not be turned off. Please try again later.',
} as const;

type Busy = 'reading' | 'enabling' | 'disabling' | null;

/**
 * The Web Push opt-in of browsers and the installed web app (issue 16.3): the browser's
 * permission is asked only on this card's button, never on arrival. Hidden where the Push API
 * is missing and in the native app, whose permission has its own dialog.
 */
export function WebPushOptIn({ className }: { className?: string }) {
  const [state, setState] = useState<WebPushState | null>(() => (webPushSupported() ? null : 'unsupported'));
  const [busy, setBusy] = useState<Busy>(state === null ? 'reading' : null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!webPushSupported()) return;
    let live = true;
    readWebPushState()
      .then((read) => live && setState(read))
      .catch((failure: unknown) => {
        reportError('Could not read the push subscription', failure);
        if (live) setState('unsupported');
      })
      .finally(() => live && setBusy(null));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unsupported') return null;

  const run = async (kind: 'enabling' | 'disabling') => {
    setBusy(kind);
    setError(null);
    try {
      setState(kind === 'enabling' ? await enableWebPush() : await disableWebPush(reportError));
    } catch (failure) {
      reportError(kind === 'enabling' ? 'Enabling web push failed' : 'Disabling web push failed', failure);
      setError(kind === 'enabling' ? WEB_PUSH_TEXTS.enableFailed : WEB_PUSH_TEXTS.disableFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      data-testid="web-push-opt-in"
      data-state={state ?? 'reading'}
      className={className}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-on-accent"
          >
            <BellIcon width={22} height={22} />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold text-fg">
              {WEB_PUSH_TEXTS.title}
            </h2>
            {state === null ? (
              <div className="mt-2">
                <Spinner size="sm" />
              </div>
            ) : (
              <p className="mt-1 text-sm leading-relaxed text-muted">{WEB_PUSH_TEXTS[state]}</p>
            )}
          </div>
        </div>
        {state === 'off' ? (
          <Button
            className="shrink-0 sm:w-auto"
            fullWidth
            onClick={() => void run('enabling')}
            loading={busy === 'enabling'}
          >
            Turn on
          </Button>
        ) : null}
        {state === 'on' ? (
          <Button
            className="shrink-0 sm:w-auto"
            fullWidth
            variant="secondary"
            onClick={() => void run('disabling')}
            loading={busy === 'disabling'}
          >
            Turn off
          </Button>
        ) : null}
      </div>
      {error ? <FormAlert className="mt-4">{error}</FormAlert> : null}
    </Card>
  );
}
