import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterPage } from './register-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

async function fillAndSubmit({
  email = 'new@shredleague.app',
  password = 'longenough1',
  username = '',
} = {}) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (username) {
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), username);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

/** Registration succeeds; the sign-in after it is not what these tests look at. */
const answerRegisterOnly = () =>
  answerCalls(callMock, {
    register: { access: 'a', refresh: 'r' },
    token: () => {
      throw new ApiError(503, { detail: 'Not in this test.' });
    },
  });

/** Registration fails with `error`. */
const rejectRegister = (error: ApiError) =>
  answerCalls(callMock, {
    register: () => {
      throw error;
    },
  });

/** The username the page sent with the registration. */
function sentUsername(): string | undefined {
  const options = callMock.mock.calls.find(([name]) => name === 'register')?.[1] as
    | { body: { credentials: { username?: string } } }
    | undefined;
  return options?.body.credentials.username;
}

describe('register page (spec §5 registration)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the per-field errors of the server, from its fields object, next to their inputs (R5.05)', async () => {
    rejectRegister(
      new ApiError(400, {
        detail: 'Check the highlighted fields.',
        fields: {
          'credentials.email': ['That e-mail is already registered.'],
          username: ['That username is taken.'],
        },
      }),
    );
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit({ username: 'demo' });

    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText('That e-mail is already registered.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('That e-mail is already registered.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('That username is taken.'),
    );
  });

  it("shows the server's detail when no field is to blame", async () => {
    rejectRegister(new ApiError(429, { detail: 'Too many attempts. Try again in a minute.' }));
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  });

  it("says 'Registration failed.' when the server gives no detail", async () => {
    rejectRegister(new ApiError(500, {}));
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });

  it('R2.04 proposes a random handle, never a piece of the e-mail, and sends it', async () => {
    answerRegisterOnly();
    renderWithProviders(<RegisterPage />);
    const username = screen.getByLabelText('Username');
    const proposed = (username as HTMLInputElement).value;
    expect(proposed).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9][0-9]$/);

    await userEvent.click(screen.getByRole('button', { name: 'Suggest another username' }));
    expect((username as HTMLInputElement).value).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9][0-9]$/);

    await fillAndSubmit({ email: 'kai.slides@shredleague.app' });
    await waitFor(() => expect(callMock).toHaveBeenCalledWith('register', expect.anything()));
    expect(sentUsername()).toBe((username as HTMLInputElement).value);
    expect(sentUsername()?.toLowerCase()).not.toContain('kai');
  });

  it('proposes a fresh handle when the field is left empty, so the e-mail never names the account', async () => {
    answerRegisterOnly();
    renderWithProviders(<RegisterPage />);
    await userEvent.clear(screen.getByLabelText('Username'));
    await fillAndSubmit({ email: 'kai.slides@shredleague.app' });
    await waitFor(() => expect(callMock).toHaveBeenCalledWith('register', expect.anything()));
    expect(sentUsername()).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9][0-9]$/);
  });

  it('R1.19 an invite registration sends its league and goes on to the details with the league page as next', async () => {
    answerCalls(callMock, {
      register: { access: 'a', refresh: 'r' },
      token: { access: 'a', refresh: 'r' },
      me: buildUser({ id: 4, completed_manager_welcome: false }),
      track: undefined,
    });
    const { router } = renderWithProviders(<RegisterPage />, {
      at: '/register?league=crew-cup&next=/manager/leagues/crew-cup',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=/manager/leagues/crew-cup',
    );
    await fillAndSubmit();
    const sent = callMock.mock.calls.find(([name]) => name === 'register')?.[1] as {
      body: { leagueSlug: string | null };
    };
    expect(sent.body.leagueSlug).toBe('crew-cup');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/register/details?next=/manager/leagues/crew-cup',
      ),
    );
  });

  it('checks the fields before calling the server (R5.06)', async () => {
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit({ email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });
});
