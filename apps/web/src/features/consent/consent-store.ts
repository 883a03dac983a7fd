import { createStore, useStore } from 'zustand';
import { getPlatform } from '../../platform/index.ts';
import { type Consent, type ConsentState, readConsent, writeConsent } from './consent-cookie.ts';
import { loadTagManager } from './tag-manager.ts';

export interface ConsentStoreState {
  consent: ConsentState;
}

export const consentStore = createStore<ConsentStoreState>()(() => ({
  consent: typeof document === 'undefined' ? 'unset' : readConsent(),
}));

export function useConsent(): ConsentState {
  return useStore(consentStore, (state) => state.consent);
}

/** The configured container id (VITE_GTM_ID at build time). */
export const tagManagerId = (): string | undefined => import.meta.env.VITE_GTM_ID;

/**
 * Tag-manager analytics run only with userConsent=granted (R4.65), and never in the native
 * app, where analytics consent is disabled (R4.64).
 */
export function applyConsent(
  consent: ConsentState = consentStore.getState().consent,
  {
    isNative = getPlatform().isNative,
    id = tagManagerId(),
  }: { isNative?: boolean; id?: string | undefined } = {},
): boolean {
  if (isNative || consent !== 'granted') return false;
  return loadTagManager(id);
}

/** The visitor's answer to the cookie banner: stored for 365 days, then applied. */
export function decideConsent(consent: Consent): void {
  writeConsent(consent);
  consentStore.setState({ consent });
  applyConsent(consent);
}

/** The banner shows only while consent is unset, and never in the native app (R4.61, R4.64). */
export function shouldShowBanner(consent: ConsentState, isNative: boolean): boolean {
  return consent === 'unset' && !isNative;
}
