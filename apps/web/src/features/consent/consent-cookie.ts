import Cookies from 'js-cookie';

/** Spec §3/§9: cookie `userConsent` = granted | denied, kept 365 days. */
export const CONSENT_COOKIE = 'userConsent';
export const CONSENT_DAYS = 365;

export type Consent = 'granted' | 'denied';
/** Spec §4 Cookie consent: granted, denied or unset (R4.60). */
export type ConsentState = Consent | 'unset';

export function parseConsent(value: string | undefined): ConsentState {
  return value === 'granted' || value === 'denied' ? value : 'unset';
}

export function readConsent(): ConsentState {
  return parseConsent(Cookies.get(CONSENT_COOKIE));
}

export function writeConsent(consent: Consent, protocol: string = window.location.protocol): void {
  Cookies.set(CONSENT_COOKIE, consent, {
    expires: CONSENT_DAYS,
    path: '/',
    sameSite: 'lax',
    // As for the token cookies: Secure only where the browser can store it (https).
    secure: protocol === 'https:',
  });
}
