import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

async function logIn() {
  await userEvent.type(screen.getByLabelText('E-mail'), 'demo@shredleague.app');
  await userEvent.type(screen.getByLabelText('Password'), 'shredleague');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  afterEach(() => callMock.mockReset());

  it("shows the server's message when the credentials are wrong", async () => {
    answerCalls(callMock, {
      token: () => {
        throw new ApiError(401, { detail: 'Wrong e-mail or password.' });
      },
    });
    renderWithProviders(<LoginPage />, { at: '/login', path: '/login' });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  });

  it('checks the e-mail format and a required password before calling the server (R5.06)', async () => {
    renderWithProviders(<LoginPage />, { at: '/login', path: '/login' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('returns to the page in ?next= after logging in (A10)', async () => {
    answerCalls(callMock, { token: { access: 'a.b.c', refresh: 'r' }, me: buildUser(), track: undefined });
    const { router } = renderWithProviders(<LoginPage />, {
      at: '/login?next=/settings/profile%3Ftab%3Dphoto',
      path: '/login',
    });
    await logIn();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/settings/profile?tab=photo',
      ),
    );
  });
});
