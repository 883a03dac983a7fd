import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../testing/render.tsx';
import { setPlatformForTesting } from '../../platform/index.ts';
import { createSimulatedNativePlatform } from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { Modal } from '../modals/index.ts';
import { CONSENT_COOKIE, CONSENT_DAYS, parseConsent, readConsent, writeConsent } from './consent-cookie.ts';
import { ConsentGate } from './consent-gate.tsx';
import { applyConsent, consentStore, shouldShowBanner } from './consent-store.ts';
import { isValidTagManagerId, loadTagManager, TAG_MANAGER_SCRIPT_ID } from './tag-manager.ts';

const gtmScript = () => document.getElementById(TAG_MANAGER_SCRIPT_ID);

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  consentStore.setState({ consent: 'unset' });
  gtmScript()?.remove();
  setPlatformForTesting(undefined);
  vi.unstubAllEnvs();
});

describe('tag-manager container id (spec §5)', () => {
  it('accepts three letters, a hyphen, then uppercase letters and digits (R5.24)', () => {
    expect(isValidTagManagerId('GTM-AB12CD')).toBe(true);
    expect(isValidTagManagerId('GTM-K9')).toBe(true);
  });

  it('rejects anything else (R5.24)', () => {
    for (const id of [
      'GTM-ab12',
      'GT-AB12',
      'GTMX-AB12',
      'GTM-',
      'GTM_AB12',
      'gtm-AB12',
      ' GTM-AB12',
      'GTM-AB 12',
      '',
    ]) {
      expect(isValidTagManagerId(id), id).toBe(false);
    }
    expect(isValidTagManagerId(undefined)).toBe(false);
  });

  it('adds no script without a valid id', () => {
    expect(loadTagManager('GTM-ab12')).toBe(false);
    expect(loadTagManager(undefined)).toBe(false);
    expect(gtmScript()).toBeNull();
  });

  it('adds the script once for a valid id', () => {
    expect(loadTagManager('GTM-AB12CD')).toBe(true);
    expect(loadTagManager('GTM-AB12CD')).toBe(true);
    expect(document.querySelectorAll(`#${TAG_MANAGER_SCRIPT_ID}`)).toHaveLength(1);
    expect(gtmScript()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
  });
});

describe('cookie consent (spec §4)', () => {
  it('is granted, denied or unset (R4.60)', () => {
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    expect(parseConsent(undefined)).toBe('unset');
    expect(parseConsent('maybe')).toBe('unset');
  });

  it('is stored in the userConsent cookie for 365 days (R3.50, R9.29)', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeConsent('granted', 'http:');
    expect(CONSENT_DAYS).toBe(365);
    expect(set).toHaveBeenCalledWith(
      'userConsent',
      'granted',
      expect.objectContaining({ expires: 365, path: '/' }),
    );
    expect(readConsent()).toBe('granted');
    set.mockRestore();
  });

  it('loads tag-manager analytics only when consent is granted (R4.65)', () => {
    const options = { isNative: false, id: 'GTM-AB12CD' };
    expect(applyConsent('unset', options)).toBe(false);
    expect(applyConsent('denied', options)).toBe(false);
    expect(gtmScript()).toBeNull();
    expect(applyConsent('granted', options)).toBe(true);
    expect(gtmScript()).not.toBeNull();
  });

  it('keeps analytics off in the native app, whatever the cookie says (R4.64)', () => {
    expect(applyConsent('granted', { isNative: true, id: 'GTM-AB12CD' })).toBe(false);
    expect(gtmScript()).toBeNull();
  });

  it('shows the banner only while unset and not native (R4.61)', () => {
    expect(shouldShowBanner('unset', false)).toBe(true);
    expect(shouldShowBanner('granted', false)).toBe(false);
    expect(shouldShowBanner('denied', false)).toBe(false);
    expect(shouldShowBanner('unset', true)).toBe(false);
  });
});

describe('cookie banner (spec §2)', () => {
  it("asks a signed-out visitor 'Did someone say Cookies?' and stores Accept as granted (R4.62, R6.18)", async () => {
    setPlatformForTesting(createWebPlatform('test'));
    render(<ConsentGate />);
    const banner = screen.getByRole('region', { name: 'Did someone say Cookies?' });
    expect(banner).toHaveTextContent('We use cookies to improve your experience. Do you accept?');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Did someone say Cookies?' })).toBeNull();
  });

  it('stores Decline as denied and loads no analytics (R4.63, R4.65, R6.18)', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-AB12CD');
    setPlatformForTesting(createWebPlatform('test'));
    render(<ConsentGate />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Did someone say Cookies?' })).toBeNull();
    expect(gtmScript()).toBeNull();
  });

  it('sits below every open modal, so a modal stays usable over it (R2.141, R4.118)', () => {
    setPlatformForTesting(createWebPlatform('test'));
    render(
      <>
        <ConsentGate />
        <Modal open onClose={() => undefined} label="Notifications" priority="low">
          <button type="button">Mark all read</button>
        </Modal>
      </>,
    );
    const banner = screen.getByRole('region', { name: 'Did someone say Cookies?' });
    const modalLayer = Number(
      screen
        .getByRole('dialog', { name: 'Notifications' })
        .closest('[data-modal-layer]')
        ?.getAttribute('data-modal-layer'),
    );
    expect(Number(banner.style.zIndex)).toBeGreaterThan(0);
    expect(Number(banner.style.zIndex)).toBeLessThan(modalLayer);
  });

  it('is hidden in the native app (R4.61, R4.64)', () => {
    setPlatformForTesting(createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' }));
    const { container } = render(<ConsentGate />);
    expect(container).toBeEmptyDOMElement();
  });
});
