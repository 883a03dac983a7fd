import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import '../../testing/render.tsx';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { buildAppSettings } from '../app-settings/app-settings.testing.ts';
import { appSettingsStore, setAppSettings } from '../app-settings/app-settings-store.ts';
import { MaintenanceGate } from './maintenance-gate.tsx';
import { MaintenanceOverlay } from './maintenance-overlay.tsx';
import { clearBypass, MAINTENANCE_BYPASS_KEY, maintenanceStore } from './maintenance-store.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

/** A validation that the test resolves when it wants. */
function pendingValidation() {
  let settle: (valid: boolean) => void = () => {};
  const validate = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
  return { validate, settle: (valid: boolean) => settle(valid) };
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'I have access credentials' }));
  return { user, field: screen.getByLabelText('Enter maintenance password') };
}

describe('maintenance overlay (spec §2)', () => {
  afterEach(() => {
    clearBypass();
    appSettingsStore.setState({ settings: null });
    callMock.mockReset();
  });

  it("is a full-screen dialog titled 'Maintenance Mode' with the server's message (R2.152)", () => {
    render(<MaintenanceOverlay message="New season drops at 18:00 CET." />);
    const dialog = screen.getByRole('dialog', { name: 'Maintenance Mode' });
    expect(dialog).toHaveClass('fixed', 'inset-0', 'h-dvh', 'w-full');
    expect(dialog).toHaveAccessibleDescription('New season drops at 18:00 CET.');
  });

  it('shows the default message without a server message (R2.153)', () => {
    render(<MaintenanceOverlay message="" />);
    expect(
      screen.getByText('We are currently performing maintenance. Please check back later.'),
    ).toBeInTheDocument();
  });

  it("reveals 'Enter maintenance password' and 'Access App' behind 'I have access credentials' (R2.154)", async () => {
    render(<MaintenanceOverlay message={null} />);
    expect(screen.queryByLabelText('Enter maintenance password')).toBeNull();
    const { field } = await openForm();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('placeholder', 'Enter maintenance password');
    expect(screen.getByRole('button', { name: 'Access App' })).toBeInTheDocument();
  });

  it('cannot be submitted with an empty password (R5.13)', async () => {
    const validate = vi.fn();
    render(<MaintenanceOverlay message={null} validate={validate} />);
    const { user, field } = await openForm();
    const submit = screen.getByRole('button', { name: 'Access App' });
    expect(submit).toBeDisabled();
    await user.type(field, '   ');
    expect(submit).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(validate).not.toHaveBeenCalled();
  });

  it("reads 'Validating...' while the password is checked (R2.155)", async () => {
    const pending = pendingValidation();
    render(<MaintenanceOverlay message={null} validate={pending.validate} />);
    const { user, field } = await openForm();
    await user.type(field, 'open-sesame');
    await user.click(screen.getByRole('button', { name: 'Access App' }));
    expect(screen.getByRole('button', { name: 'Validating...' })).toBeDisabled();
    await act(async () => pending.settle(false));
    expect(screen.getByRole('button', { name: 'Access App' })).toBeInTheDocument();
  });

  it("says 'Invalid password. Please try again.' and clears the field on valid=false (R4.70, R8.19)", async () => {
    render(<MaintenanceOverlay message={null} validate={async () => false} />);
    const { user, field } = await openForm();
    await user.type(field, 'wrong-one{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password. Please try again.');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(sessionStorage.getItem(MAINTENANCE_BYPASS_KEY)).toBeNull();
  });

  it("notes a failed call, stays, and says 'An error occurred. Please try again.' (R8.20, R8.35, R8.38, A28)", async () => {
    clearBreadcrumbs();
    render(<MaintenanceOverlay message={null} validate={() => Promise.reject(new Error('500'))} />);
    const { user, field } = await openForm();
    await user.type(field, 'open-sesame{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(readBreadcrumbs()).toEqual([
      expect.objectContaining({
        message: 'Could not validate the maintenance password',
        error: 'Error: 500',
      }),
    ]);
    expect(maintenanceStore.getState().bypassed).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Maintenance Mode' })).toBeInTheDocument();
  });

  it('lets the visitor in on valid=true: bypass stored for the session, overlay gone (R4.67, R5.14, R6.17)', async () => {
    answerCalls(callMock, { validateMaintenancePassword: { valid: true } });
    setAppSettings(buildAppSettings({ maintenance_mode: true, maintenance_mode_message: 'Back soon' }));
    render(<MaintenanceGate />);
    await screen.findByRole('dialog', { name: 'Maintenance Mode' });
    const { user, field } = await openForm();
    await user.type(field, 'open-sesame{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(MAINTENANCE_BYPASS_KEY)).toBe('true');
    expect(callMock).toHaveBeenCalledWith('validateMaintenancePassword', {
      body: { password: 'open-sesame' },
    });
  });

  it('shows nothing while the setting is off (R4.66)', () => {
    setAppSettings(buildAppSettings({ maintenance_mode: false }));
    const { container } = render(<MaintenanceGate />);
    expect(container).toBeEmptyDOMElement();
  });
});
