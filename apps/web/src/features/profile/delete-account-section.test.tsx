import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ConfirmHost } from '../modals/index.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

describe('delete account', () => {
  afterEach(() => callMock.mockReset());

  it('asks first and does nothing on Cancel', async () => {
    renderWithProviders(
      <>
        <DeleteAccountSection />
        <ConfirmHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    // Focus starts on Cancel so a stray Enter never deletes anything.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('deletes with DELETE users/delete-account/ and then logs out', async () => {
    answerCalls(callMock, { deleteAccount: undefined });
    const { router } = renderWithProviders(
      <>
        <DeleteAccountSection />
        <ConfirmHost />
      </>,
      {
        at: '/settings/profile',
        path: '/settings/profile',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith('deleteAccount'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/logout'));
  });
});
