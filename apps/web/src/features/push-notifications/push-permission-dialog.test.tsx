import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../testing/render.tsx';
import { clearPushToasts, pushToastStore } from '../push-toasts/index.ts';
import { PushPermissionHost } from './push-permission-dialog.tsx';
import { answerPushDialog, askForPush } from './push-permission-store.ts';
import { listenForWorkerPushes, WORKER_PUSH_MESSAGE } from './worker-messages.ts';

describe('push permission dialog (spec §2)', () => {
  afterEach(() => answerPushDialog('not-now'));

  it("R2.159: 'Push Notifications' with four benefits, 'Not Now' and 'Enable'", async () => {
    render(<PushPermissionHost />);
    const answer = askForPush();
    const dialog = await screen.findByRole('dialog', { name: 'Push Notifications' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-semibold')?.textContent)).toEqual([
      'New Games',
      'Latest Results',
      'Athlete Alerts',
      'Social Notifications',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Not Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enable' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await expect(answer).resolves.toBe('enable');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("answers 'not-now' for Not Now and for Escape (R4.114)", async () => {
    render(<PushPermissionHost />);
    const first = askForPush();
    await userEvent.click(await screen.findByRole('button', { name: 'Not Now' }));
    await expect(first).resolves.toBe('not-now');
    const second = askForPush();
    await screen.findByRole('dialog', { name: 'Push Notifications' });
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe('not-now');
  });
});

describe('pushes from the service worker (R4.58)', () => {
  afterEach(() => clearPushToasts());

  it('a push the worker hands to the open page is queued as a push toast; other messages are not', () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    const stop = listenForWorkerPushes(container);
    const push = { title: 'Results are in', body: 'You finished 4th.', url: '/manager/results' };
    container.dispatchEvent(new MessageEvent('message', { data: { type: WORKER_PUSH_MESSAGE, push } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: WORKER_PUSH_MESSAGE, push: { title: 1 } } }),
    );
    expect(pushToastStore.getState().current).toMatchObject(push);
    expect(pushToastStore.getState().queue).toEqual([]);
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: { type: WORKER_PUSH_MESSAGE, push } }));
    expect(pushToastStore.getState().queue).toEqual([]);
  });
});
