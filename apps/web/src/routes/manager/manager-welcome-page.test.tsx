import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../features/auth/index.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManagerWelcomePage } from './manager-welcome-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

describe('manager welcome (R2.29, R4.20)', () => {
  afterEach(() => callMock.mockReset());

  it("walks through three steps and 'Let's go' completes the welcome, then opens /manager", async () => {
    const newcomer = buildUser({ id: 9, completed_manager_welcome: false });
    authStore.setState({ user: newcomer, isAuthenticated: true, isInitialized: true });
    callMock.mockResolvedValue({ ...newcomer, completed_manager_welcome: true });
    const { router } = renderWithProviders(<ManagerWelcomePage />, {
      at: '/manager/welcome',
      path: '/manager/welcome',
    });

    expect(screen.getByRole('heading', { name: 'Pick your athletes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Name your captain' })).toBeInTheDocument();
    expect(screen.getByText('×1.5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Climb the rankings' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Let's go" }));
    expect(callMock).toHaveBeenCalledWith('updateProfile', {
      params: { id: 9 },
      body: { id: 9, completed_manager_welcome: true },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'));
    expect(authStore.getState().user?.completed_manager_welcome).toBe(true);
  });
});
