import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../testing/render.tsx';
import { InstallBanner } from './install-banner.tsx';
import {
  cancelInstallPrompt,
  INSTALL_DISMISSED_KEY,
  listenForInstallPrompt,
  showInstallPrompt,
} from './install-prompt.ts';
import { INITIAL_PWA_STATE, pwaStore } from './pwa-store.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/** A `beforeinstallprompt` event as Chrome sends it. */
function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

afterEach(() => {
  pwaStore.setState(INITIAL_PWA_STATE);
  localStorage.removeItem(INSTALL_DISMISSED_KEY);
});

describe('install prompt (spec §4 Web app update)', () => {
  it("keeps the browser's offer and shows it on Install (R4.129)", async () => {
    const stop = listenForInstallPrompt();
    const { event, prompt } = installOffer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(pwaStore.getState().installPrompt).toBe(event);
    await expect(showInstallPrompt()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalled();
    expect(pwaStore.getState().installPrompt).toBeNull();
    stop();
  });

  it('can be cancelled, and stays away for a while after (R4.129)', () => {
    const stop = listenForInstallPrompt(window, () => 5_000);
    window.dispatchEvent(installOffer().event);
    cancelInstallPrompt(5_000);
    expect(pwaStore.getState().installPrompt).toBeNull();
    window.dispatchEvent(installOffer().event);
    expect(pwaStore.getState().installPrompt).toBeNull();
    stop();
  });

  it('is dropped once the app is installed', () => {
    const stop = listenForInstallPrompt();
    window.dispatchEvent(installOffer().event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(pwaStore.getState().installPrompt).toBeNull();
    stop();
  });

  it('offers Install and Not now in a banner (R4.129)', async () => {
    const stop = listenForInstallPrompt();
    render(<InstallBanner />);
    expect(screen.queryByRole('region')).toBeNull();
    const { event, prompt } = installOffer();
    act(() => void window.dispatchEvent(event));
    expect(screen.getByRole('region', { name: 'Install Shred League' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
    stop();
  });

  it("hides the banner on 'Not now' (R4.129)", async () => {
    const stop = listenForInstallPrompt();
    render(<InstallBanner />);
    act(() => void window.dispatchEvent(installOffer().event));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
    stop();
  });
});

describe('update prompt', () => {
  it("says 'A new version is ready' with Reload while need-refresh is up (R4.128)", async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is ready')).toBeNull();
    act(() => pwaStore.setState({ needRefresh: true }));
    expect(screen.getByRole('status', { name: 'A new version is ready' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is ready')).toBeNull();
  });
});
