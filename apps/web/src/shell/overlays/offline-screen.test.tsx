import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { OFFLINE_TEXTS, OfflineScreen } from './offline-screen.tsx';

let online = true;

function goOffline(value: boolean) {
  online = !value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });
}

describe('offline screen (spec §2)', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('R2.121: shows the title, the text and Refresh Page', () => {
    online = false;
    renderWithProviders(<OfflineScreen />);
    expect(screen.getByRole('dialog', { name: 'You are offline' })).toBeInTheDocument();
    expect(
      screen.getByText('Please make sure you have an active internet connection to continue'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toHaveFocus();
    expect(OFFLINE_TEXTS).toEqual({
      title: 'You are offline',
      message: 'Please make sure you have an active internet connection to continue',
      refresh: 'Refresh Page',
    });
  });

  it('R2.120 R8.31: covers the page while offline, at the top of the modal stack', () => {
    renderWithProviders(<OfflineScreen />, { at: '/manager/events' });
    expect(screen.queryByRole('dialog')).toBeNull();
    goOffline(true);
    const dialog = screen.getByRole('dialog', { name: 'You are offline' });
    expect(dialog).toHaveAttribute('data-presentation', 'fullscreen');
    expect(dialog.closest('[data-modal-layer]')).toHaveAttribute('data-modal-layer', '80');
  });

  it('R2.124: when the connection returns the home route is loaded', async () => {
    const { router } = renderWithProviders(<OfflineScreen />, { at: '/settings' });
    goOffline(true);
    goOffline(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
  });

  it('is not closed by Escape', async () => {
    online = false;
    renderWithProviders(<OfflineScreen />);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.getByRole('dialog', { name: 'You are offline' })).toBeInTheDocument();
  });
});
