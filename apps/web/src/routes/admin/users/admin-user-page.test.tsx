import type { AdminUserDetail, AdminUserUpdateBody, LedgerPage } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { buildAdminUserDetail } from '../../../features/admin-users/admin-users.testing.ts';
import { authStore } from '../../../features/auth/index.ts';
import { ConfirmHost } from '../../../features/modals/index.ts';
import { stubScreen } from '../../../shell/media.testing.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminUserPage } from './admin-user-page.tsx';

type Init = { params?: object; query?: object; body?: object };
const callMock = vi.hoisted(() => vi.fn<(name: string, init?: Init) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

let restoreScreen: (() => void) | null = null;
beforeEach(() => {
  authStore.setState({
    user: buildUser({ id: 1, username: 'staffer', is_staff: true }),
    isAuthenticated: true,
  });
});
afterEach(() => {
  callMock.mockReset();
  restoreScreen?.();
  restoreScreen = null;
});

const GRANTED: LedgerPage['results'][number] = {
  id: 3,
  amount: 250,
  reason: 'staff_grant',
  reference: 'staff:staffer: Photo contest prize',
  balance_after: 1450,
  created_at: '2026-11-28T10:00:00.000Z',
};
const ledger: LedgerPage = { count: 1, next: null, results: [GRANTED] };

/** The account as the server answers an update: `active: false` deactivates it, `true` brings it back. */
function updated(
  user: AdminUserDetail,
  { is_staff, is_verified, active }: AdminUserUpdateBody,
): AdminUserDetail {
  return {
    ...user,
    is_staff: is_staff ?? user.is_staff,
    is_verified: is_verified ?? user.is_verified,
    ...(active === undefined
      ? {}
      : { deactivated: !active, deactivated_at: active ? null : '2026-11-28T12:00:00.000Z' }),
  };
}

/** The server's account: an update's answer is what the next read shows. */
function serve(user: AdminUserDetail, handlers: Answers = {}) {
  let current = user;
  answerCalls(callMock, {
    adminUserDetail: () => current,
    adminUserUpdate: ({ body }) => {
      current = updated(current, body);
      return current;
    },
    adminUserLedger: ledger,
    // The tabs walked past on the way to the ledger.
    adminUserTeams: { count: 0, next: null, results: [] },
    adminUserCards: { count: 0, next: null, results: [] },
    ...handlers,
  });
}
const bodyOf = (name: string) => callMock.mock.calls.findLast(([n]) => n === name)?.[1]?.body;

const show = () => {
  restoreScreen = stubScreen({ wide: false });
  return renderWithProviders(
    <>
      <AdminUserPage />
      <ConfirmHost />
    </>,
    { at: '/admin/users/kai_slides', path: '/admin/users/:username' },
  );
};

describe('/admin/users/:username, one account for staff (R2.70, R2.87)', () => {
  it('shows the account, its balance and premium, and the counts on the tabs (R2.70)', async () => {
    serve(buildAdminUserDetail({ is_verified: true }));
    show();
    expect(screen.getByRole('heading', { name: '@kai_slides' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Account' })).toHaveTextContent('Verified');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent(/E-mail\s*kai@example\.com/);
    expect(account).toHaveTextContent(/Premium\s*No premium/);
    expect(screen.getByRole('region', { name: 'Credits' })).toHaveTextContent('1,200credits');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Teams3',
      'Cards12',
      'Ledger4',
      'Notifications2',
      'History0',
    ]);
  });

  it('grants credits after a confirmation and shows the new balance; a server refusal lands on its field (R2.70)', async () => {
    let refuse = true;
    serve(buildAdminUserDetail(), {
      adminGrantCredits: () => {
        if (refuse) {
          refuse = false;
          throw new ApiError(409, {
            detail: 'Too much.',
            fields: { amount: ['Taking 5,000 would go below zero.'] },
          });
        }
        return { movement: GRANTED, balance: 1450 };
      },
    });
    const user = userEvent.setup();
    show();
    const form = await screen.findByRole('form', { name: 'Grant credits' });
    await user.click(within(form).getByRole('button', { name: 'Grant credits' }));
    expect(
      await within(form).findByText('Give a whole number of credits, with a minus to take some.'),
    ).toBeVisible();

    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '-5000');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Refund');
    await user.click(within(form).getByRole('button', { name: 'Grant credits' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Take credits?' });
    await user.click(within(ask).getByRole('button', { name: 'Take credits' }));
    expect(await within(form).findByText('Taking 5,000 would go below zero.')).toBeVisible();

    await user.clear(within(form).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '250');
    await user.clear(within(form).getByRole('textbox', { name: 'Reason' }));
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Photo contest prize');
    await user.click(within(form).getByRole('button', { name: 'Grant credits' }));
    const grant = await screen.findByRole('alertdialog', { name: 'Grant credits?' });
    expect(grant).toHaveTextContent('from 1,200 to 1,450');
    await user.click(within(grant).getByRole('button', { name: 'Grant credits' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '+250 credits recorded. New balance: 1,450.',
    );
    expect(bodyOf('adminGrantCredits')).toEqual({ amount: 250, reason: 'Photo contest prize' });
  });

  it('switches verified on at once and deactivates only after a confirmation (R2.70)', async () => {
    serve(buildAdminUserDetail());
    const user = userEvent.setup();
    show();
    const verified = await screen.findByRole('switch', { name: 'Verified' });
    await user.click(verified);
    await waitFor(() => expect(bodyOf('adminUserUpdate')).toEqual({ is_verified: true }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Verified' })).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate @kai_slides?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(bodyOf('adminUserUpdate')).toEqual({ is_verified: true });
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(bodyOf('adminUserUpdate')).toEqual({ active: false }));
  });

  it('does not let staff switch off their own staff access or deactivate themselves (R2.70)', async () => {
    serve(buildAdminUserDetail({ id: 1, username: 'staffer', is_staff: true }));
    show();
    expect(await screen.findByRole('switch', { name: 'Staff' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate account' })).toBeDisabled();
  });

  it('opens the ledger tab with the grant and its reason, by keyboard (R2.70)', async () => {
    serve(buildAdminUserDetail());
    const user = userEvent.setup();
    show();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    overview.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ledger4' })).toHaveAttribute('aria-selected', 'true');
    const movements = await screen.findByRole('list', { name: 'Credit movements' });
    expect(movements).toHaveTextContent(
      /From the Shred League team.*Photo contest prize.*\+250.*Balance 1,450/,
    );
  });

  it('names each staff change in the history tab, a declined athlete claim with its athlete and reason (R2.70, A7)', async () => {
    serve(
      buildAdminUserDetail({
        staff_actions: [
          {
            id: 2,
            action: 'athlete_claim_declined',
            detail: 'Mia Brandt (#12): Send a team link.',
            staff: { id: 1, username: 'staffer' },
            created_at: '2026-11-28T10:00:00.000Z',
          },
          {
            id: 1,
            action: 'verified_on',
            detail: '',
            staff: null,
            created_at: '2026-11-27T10:00:00.000Z',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'History2' }));
    const items = within(await screen.findByRole('list', { name: 'Staff history' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Athlete claim declined · Mia Brandt \(#12\): Send a team link\..* by @staffer$/,
      ),
      expect.stringMatching(/^Verified.* by a former staff member$/),
    ]);
  });
});
