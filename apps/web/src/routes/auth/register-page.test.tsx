import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterPage } from './register-page.tsx';

// The api client's call, replaced by a loosely typed fake each test programs.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

async function fillAndSubmit({
  email = 'new@shredleague.app',
  password = 'longenough1',
  username = '',
} = {}) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (username) await userEvent.type(screen.getByLabelText('Username (optional)'), username);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page (spec §5 registration)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the per-field errors of the server next to their inputs', async () => {
    callMock.mockRejectedValue(
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
    expect(screen.getByLabelText('Username (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('That username is taken.'),
    );
  });

  it("shows the server's detail when no field is to blame", async () => {
    callMock.mockRejectedValue(new ApiError(429, { detail: 'Too many attempts. Try again in a minute.' }));
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  });

  it("says 'Registration failed.' when the server gives no detail", async () => {
    callMock.mockRejectedValue(new ApiError(500, {}));
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });

  it('checks the fields before calling the server', async () => {
    renderWithProviders(<RegisterPage />);
    await fillAndSubmit({ email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });
});
