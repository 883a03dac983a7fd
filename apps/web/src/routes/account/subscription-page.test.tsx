import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../api/index.ts';
import { buildUser } from '../../features/auth/auth-fixtures.testing.ts';
import { authStore } from '../../features/auth/index.ts';
import { CREDITS } from '../../features/market/market.testing.ts';
import { ConfirmHost } from '../../features/modals/index.ts';
import { buildSubscription } from '../../features/subscriptions/subscriptions.testing.ts';
import { clearToasts, toastStore } from '../../features/toasts/index.ts';
import { type Answer, answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const ACTIVE = buildSubscription({
  status: 'active',
  plan: 'yearly',
  ends_at: '2027-11-28T12:00:00.000Z',
  trial_used: true,
  is_premium: true,
  provider: 'dev',
});

function serve(
  mine: Answer<'mySubscription'>,
  cancel: () => Promise<RouteResult<'cancelSubscription'>> = async () => ({ ...ACTIVE, status: 'cancelled' }),
) {
  answerCalls(callMock, {
    mySubscription: mine,
    cancelSubscription: () => cancel(),
    me: buildUser({
      subscription: { plan: 'yearly', status: 'cancelled', ends_at: ACTIVE.ends_at ?? '' },
    }),
    credits: CREDITS(0),
  });
}

const render = () =>
  renderWithProviders(
    <>
      <SubscriptionPage />
      <ConfirmHost />
    </>,
  );

describe('Subscription settings /settings/subscription (R2.16, R1.14)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    authStore.setState({ user: buildUser(), isAuthenticated: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
    clearToasts();
  });

  it('without premium says so and links to the subscribe page (R2.16)', async () => {
    serve(buildSubscription());
    render();
    expect(await screen.findByRole('heading', { name: 'You are not premium' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/manager/subscribe');
  });

  it('shows a trial with its end date and the days left (R2.16)', async () => {
    serve(
      buildSubscription({
        status: 'trial',
        ends_at: '2026-12-02T18:00:00.000Z',
        trial_used: true,
        is_premium: true,
      }),
    );
    render();
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Trial'));
    expect(screen.getByText('Free 7-day trial')).toBeVisible();
    expect(screen.getByTestId('subscription-ends')).toHaveTextContent('Dec 2, 2026');
    expect(screen.getByTestId('subscription-ends')).toHaveTextContent('5 days of the trial left');
    expect(screen.getByRole('link', { name: 'Keep premium after the trial' })).toHaveAttribute(
      'href',
      '/manager/subscribe',
    );
  });

  it('asks before cancelling and changes nothing when the player keeps premium (R2.16)', async () => {
    serve(ACTIVE);
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active'));
    expect(screen.getByText('Renews on')).toBeVisible();
    expect(screen.getByText('Yearly · €49.90 a year')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel premium?' });
    expect(dialog).toHaveAccessibleDescription(
      'You keep premium until Nov 28, 2027; after that it ends and nothing renews.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep premium' }));
    expect(callMock).not.toHaveBeenCalledWith('cancelSubscription');
  });

  it('cancels at the period’s end: status cancelled with premium until the end date (R2.16, R1.14)', async () => {
    serve(ACTIVE);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Cancel premium' }));
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Cancelled'));
    expect(screen.getByText('Cancelled: premium until Nov 28, 2027')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['Premium stays until Nov 28, 2027.']);
    await waitFor(() => expect(authStore.getState().user?.subscription?.status).toBe('cancelled'));
  });

  it('shows a refused cancel in words and keeps the plan as it was', async () => {
    serve(ACTIVE, async () => {
      throw new ApiError(409, { detail: 'Your premium is cancelled already: it ends on its end date.' });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Cancel premium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your premium is cancelled already');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
  });

  it('back from Stripe’s checkout waits for the payment, then shows the plan active (R2.16)', async () => {
    let answers = 0;
    serve(() => {
      answers += 1;
      return answers === 1 ? buildSubscription({ trial_used: true }) : ACTIVE;
    });
    renderWithProviders(<SubscriptionPage />, { at: '/settings/subscription?subscription=5' });
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    expect(await screen.findByText('Welcome to Premium', undefined, { timeout: 4_000 })).toBeVisible();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    await waitFor(() => expect(callMock).toHaveBeenCalledWith('me'));
  });

  it('says when the subscription cannot be loaded, with Try again', async () => {
    answerCalls(callMock, {
      mySubscription: () => {
        throw new ApiError(500, { detail: 'Server error' });
      },
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Could not load your subscription' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
