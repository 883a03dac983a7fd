import { type InstallPromptEvent, pwaStore } from './pwa-store.ts';

/** Local storage key: when the visitor last said "Not now" to installing. */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';
/** After "Not now", the offer comes back after two weeks. */
export const INSTALL_SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

function snoozed(now: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(INSTALL_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < INSTALL_SNOOZE_MS;
  } catch {
    return false;
  }
}

/**
 * Keep the browser's install offer for our own prompt instead of its mini-infobar, unless
 * the visitor recently cancelled it. Cleared once the app is installed.
 */
export function listenForInstallPrompt(win: Window = window, now: () => number = Date.now): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    if (snoozed(now())) return;
    pwaStore.setState({ installPrompt: event as InstallPromptEvent });
  };
  const onInstalled = () => pwaStore.setState({ installPrompt: null });
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

/** Show the browser's install dialog (R4.129); an offer can be used once. */
export async function showInstallPrompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = pwaStore.getState().installPrompt;
  if (!offer) return 'unavailable';
  pwaStore.setState({ installPrompt: null });
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

/** "Not now": drop the offer and do not ask again for a while (R4.129). */
export function cancelInstallPrompt(now: number = Date.now()): void {
  pwaStore.setState({ installPrompt: null });
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Not remembered: the offer may come back on the next visit.
  }
}
