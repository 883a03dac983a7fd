import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPushToasts, enqueuePushToast, pushToastStore } from './push-toast-store.ts';
import { PushToastHost } from './push-toast-view.tsx';

const results = {
  title: 'Results are in',
  body: 'Your team scored 412 points at X Games Aspen.',
  url: 'https://shredleague.app/manager/events/x-games-aspen',
  actions: [
    { action: 'view', title: 'View results' },
    { action: 'https://shredleague.app/manager/rankings', title: 'Rankings' },
  ],
};

describe('push notification toast (spec §2)', () => {
  afterEach(() => {
    cleanup();
    clearPushToasts();
    vi.restoreAllMocks();
  });

  it('R2.142: at the top, with title, body, action buttons and a close control', async () => {
    render(<PushToastHost />);
    act(() => {
      enqueuePushToast(results);
    });
    const toast = screen.getByTestId('push-toast');
    expect(toast).toHaveTextContent('Results are in');
    expect(toast).toHaveTextContent('Your team scored 412 points at X Games Aspen.');
    expect(screen.getByRole('button', { name: 'View results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rankings' })).toBeInTheDocument();
    expect(toast.parentElement?.parentElement?.className).toContain('top-');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('push-toast')).toBeNull();
  });

  it('R2.143: a click opens its url outside the app, and the next toast shows', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<PushToastHost />);
    act(() => {
      enqueuePushToast(results);
      enqueuePushToast({ title: 'Next', body: 'n' });
    });
    await userEvent.click(screen.getByRole('button', { name: /Results are in/ }));
    expect(open).toHaveBeenCalledWith(results.url, '_blank', 'noopener,noreferrer');
    expect(pushToastStore.getState().current?.title).toBe('Next');
  });

  it('R2.142: an action button opens its own address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<PushToastHost />);
    act(() => {
      enqueuePushToast(results);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rankings' }));
    expect(open).toHaveBeenCalledWith(
      'https://shredleague.app/manager/rankings',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
