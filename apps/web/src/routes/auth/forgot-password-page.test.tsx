import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

async function requestReset(email: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password page', () => {
  afterEach(() => callMock.mockReset());

  it("shows the server's message when the request fails (R8.10)", async () => {
    answerCalls(callMock, {
      forgotPassword: () => {
        throw new ApiError(429, { detail: 'Too many reset requests. Try again in an hour.' });
      },
    });
    renderWithProviders(<ForgotPasswordPage />, { at: '/forgot-password', path: '/forgot-password' });
    await requestReset('demo@shredleague.app');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Try again in an hour.',
    );
    expect(callMock).toHaveBeenCalledWith('forgotPassword', { body: { email: 'demo@shredleague.app' } });
  });
});
