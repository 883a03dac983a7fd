import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACHIEVEMENT_EVENT,
  achievementStore,
  dismissAchievement,
  showAchievement,
} from '../../features/achievements/index.ts';
import { closeContent, contentStore, OPEN_CONTENT_EVENT } from '../../features/content/index.ts';
import { clearPushToasts, PUSH_TOAST_EVENT, pushToastStore } from '../../features/push-toasts/index.ts';
import { openShare, shareStore } from '../../features/share/index.ts';
import { clearToasts, showToast } from '../../features/toasts/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { OverlayHost } from './overlay-host.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

describe('overlay host', () => {
  // Only the content panel asks the server anything; the other overlays answer no route.
  beforeEach(() => answerCalls(callMock, {}));
  afterEach(() => {
    act(() => {
      clearToasts();
      closeContent();
      achievementStore.setState({ queue: [] });
    });
    callMock.mockReset();
  });

  it('mounts the toast stack and opens the panels from their actions', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => {
      showToast({ type: 'success', message: 'Team saved.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('SuccessTeam saved.');
    act(() => showAchievement({ name: 'Early Bird', description: 'Entered a game on its first day.' }));
    expect(await screen.findByRole('dialog', { name: 'Early Bird' })).toBeInTheDocument();
  });

  it('R2.132: the open-content app event opens the content panel', async () => {
    answerCalls(callMock, { contentArticle: () => new Promise(() => undefined) });
    renderWithProviders(<OverlayHost />);
    act(() => {
      window.dispatchEvent(
        new CustomEvent(OPEN_CONTENT_EVENT, { detail: { folder: 'news', id: 'how-aspi-works' } }),
      );
    });
    expect(contentStore.getState().target).toEqual({
      kind: 'article',
      ref: { folder: 'news', id: 'how-aspi-works' },
    });
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
  });

  it('the push-toast and achievement app events show their overlays; malformed ones are ignored', async () => {
    renderWithProviders(<OverlayHost />);
    act(() => {
      window.dispatchEvent(new CustomEvent(PUSH_TOAST_EVENT, { detail: { title: 42 } }));
      window.dispatchEvent(new CustomEvent(ACHIEVEMENT_EVENT, { detail: { name: 'No description' } }));
    });
    expect(pushToastStore.getState().current).toBeNull();
    expect(achievementStore.getState().queue).toEqual([]);
    act(() => {
      window.dispatchEvent(
        new CustomEvent(PUSH_TOAST_EVENT, {
          detail: { title: 'Game on', body: 'Big Air opens now.', url: null },
        }),
      );
      window.dispatchEvent(
        new CustomEvent(ACHIEVEMENT_EVENT, { detail: { name: 'Hat Trick', description: 'Three wins.' } }),
      );
    });
    expect(screen.getByTestId('push-toast')).toHaveTextContent('Game on');
    expect(await screen.findByRole('dialog', { name: 'Hat Trick' })).toBeInTheDocument();
    act(() => {
      clearPushToasts();
      dismissAchievement();
    });
  });

  it('closes the share and content panels when the route changes', async () => {
    const { router } = renderWithProviders(<OverlayHost />, { at: '/manager' });
    act(() => openShare({ title: 'Share', content: { url: 'https://a.b/', title: 't' } }));
    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(shareStore.getState().options).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull();
  });
});
