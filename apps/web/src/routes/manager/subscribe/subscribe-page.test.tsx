import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildUser } from '../../../features/auth/auth-fixtures.testing.ts';
import { authStore } from '../../../features/auth/index.ts';
import { CREDITS } from '../../../features/market/market.testing.ts';
import { buildSubscription, PLANS } from '../../../features/subscriptions/subscriptions.testing.ts';
import { clearToasts, toastStore } from '../../../features/toasts/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SubscribePage } from './subscribe-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const TRIAL_ENDS = '2026-12-05T12:00:00.000Z';

function serve({
  mine = buildSubscription(),
  plans = async (): Promise<RouteResult<'subscriptionPlans'>> => PLANS,
  trial = async (): Promise<RouteResult<'startTrial'>> =>
    buildSubscription({ status: 'trial', ends_at: TRIAL_ENDS, trial_used: true, is_premium: true }),
  checkout = async (_plan: unknown): Promise<RouteResult<'subscriptionCheckout'>> => ({
    status: 'active',
    subscription: buildSubscription({
      status: 'active',
      plan: 'yearly',
      ends_at: '2027-11-28T12:00:00.000Z',
      is_premium: true,
      provider: 'dev',
    }),
  }),
} = {}) {
  answerCalls(callMock, {
    mySubscription: mine,
    subscriptionPlans: () => plans(),
    startTrial: () => trial(),
    subscriptionCheckout: (options) => checkout(options.body),
    me: () => buildUser({ subscription: { plan: null, status: 'trial', ends_at: TRIAL_ENDS } }),
    credits: CREDITS(0),
  });
}

const plansRegion = () => within(screen.getByRole('region', { name: 'Plans' }));

describe('Go Premium /manager/subscribe (R2.62, R1.14)', () => {
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

  it('lists the three benefits and both plans in euros, the yearly one with its saving (R2.62)', async () => {
    serve();
    renderWithProviders(<SubscribePage />);
    const benefits = within(screen.getByRole('region', { name: 'What you get' }));
    expect(benefits.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Up to 3 teams per game'),
      expect.stringContaining('Event insights'),
      expect.stringContaining('Monthly draft credits'),
    ]);
    const yearly = await plansRegion().findByRole('button', { name: 'Subscribe yearly for €49.90 a year' });
    expect(yearly.closest('li')).toHaveTextContent('Save 17%');
    expect(yearly.closest('li')).toHaveTextContent('€4.16 a month, billed once a year');
    const monthly = plansRegion().getByRole('button', { name: 'Subscribe monthly for €4.99 a month' });
    expect(monthly.closest('li')).not.toHaveTextContent('Save');
    expect(monthly.closest('li')).toHaveTextContent('300 draft credits every month');
  });

  it('starts the one 7-day trial and then shows it running with its end date (R2.62, R1.14)', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<SubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Start 7-day free trial' }));
    expect(
      await screen.findByText('Your 7-day trial has started: premium is yours until Dec 5, 2026.'),
    ).toBeVisible();
    expect(screen.getByTestId('premium-status')).toHaveTextContent(
      'Your free trial runs until Dec 5, 2026: 7 days left.',
    );
    expect(screen.queryByRole('button', { name: 'Start 7-day free trial' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    await waitFor(() => expect(authStore.getState().user?.subscription?.status).toBe('trial'));
    expect(toastStore.getState().toasts.map((t) => t.title)).toEqual(['Trial started']);
  });

  it('hides the trial once it has been used and says so; the plans stay on sale (R2.62)', async () => {
    serve({ mine: buildSubscription({ trial_used: true }) });
    renderWithProviders(<SubscribePage />);
    await waitFor(() =>
      expect(screen.getByTestId('premium-status')).toHaveTextContent('Your free trial has been used.'),
    );
    expect(screen.queryByRole('button', { name: /free trial/ })).toBeNull();
    expect(await plansRegion().findByRole('button', { name: /^Subscribe monthly/ })).toBeEnabled();
  });

  it('subscribes with the dev provider at once and shows the plan active (R2.62)', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<SubscribePage />);
    await user.click(await plansRegion().findByRole('button', { name: /^Subscribe yearly/ }));
    await waitFor(() => expect(screen.getByText('Welcome to Premium')).toBeVisible());
    expect(screen.getByText('Welcome to Premium').parentElement).toHaveTextContent(
      'Your yearly plan is active and renews on Nov 28, 2027.',
    );
    expect(callMock).toHaveBeenCalledWith('subscriptionCheckout', { body: { plan: 'yearly' } });
    expect(screen.getByTestId('premium-status')).toHaveTextContent(
      'Your yearly plan is active and renews on Nov 28, 2027.',
    );
    expect(plansRegion().getByRole('button', { name: /^Subscribe yearly/ })).toBeDisabled();
  });

  it('sends the browser to Stripe’s checkout page when the checkout is pending', async () => {
    serve({
      checkout: async () => ({
        status: 'pending',
        checkout_url: 'https://checkout.stripe.test/c/1',
        subscription: buildSubscription(),
      }),
    });
    const goTo = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SubscribePage goTo={goTo} />);
    await user.click(await plansRegion().findByRole('button', { name: /^Subscribe monthly/ }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
  });

  it('shows a refused checkout in words and keeps the page usable', async () => {
    serve({
      checkout: async () => {
        throw new ApiError(502, { detail: 'The payment provider did not answer. Nothing was charged.' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribePage />);
    await user.click(await plansRegion().findByRole('button', { name: /^Subscribe monthly/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    expect(plansRegion().getByRole('button', { name: /^Subscribe monthly/ })).toBeEnabled();
  });

  it('shows a cancelled plan with its end date and offers no plan until it ends (R2.62)', async () => {
    serve({
      mine: buildSubscription({
        status: 'cancelled',
        plan: 'monthly',
        ends_at: '2026-12-20T12:00:00.000Z',
        is_premium: true,
        trial_used: true,
      }),
    });
    renderWithProviders(<SubscribePage />);
    await waitFor(() =>
      expect(screen.getByTestId('premium-status')).toHaveTextContent(
        'Cancelled: you keep premium until Dec 20, 2026, then it ends.',
      ),
    );
    expect(await plansRegion().findByRole('button', { name: /^Subscribe monthly/ })).toBeDisabled();
  });

  it('says when the plans cannot be loaded and loads them again on Try again', async () => {
    let fail = true;
    serve({
      plans: async () => {
        if (fail) throw new ApiError(500, { detail: 'Server error' });
        return PLANS;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribePage />);
    expect(await screen.findByRole('heading', { name: 'Could not load the plans' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await plansRegion().findByRole('button', { name: /^Subscribe yearly/ })).toBeVisible();
  });
});
