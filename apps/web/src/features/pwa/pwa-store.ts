import { createStore, useStore } from 'zustand';

/** What Chrome hands over before it would show its own install banner. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Spec §4 Web app update: the flags offline-ready and need-refresh, and the install prompt (R4.128, R4.129). */
export interface PwaState {
  /** The app shell is cached: the app opens without a network. */
  offlineReady: boolean;
  /** A newer version is installed and waits for a reload. */
  needRefresh: boolean;
  /** The browser offered installation and the offer was not used or cancelled yet. */
  installPrompt: InstallPromptEvent | null;
}

export const INITIAL_PWA_STATE: PwaState = { offlineReady: false, needRefresh: false, installPrompt: null };

export const pwaStore = createStore<PwaState>()(() => INITIAL_PWA_STATE);

export function usePwa<T>(selector: (state: PwaState) => T): T {
  return useStore(pwaStore, selector);
}
