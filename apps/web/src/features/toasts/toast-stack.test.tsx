import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastStack } from './toast-stack.tsx';
import { clearToasts, showToast } from './toast-store.ts';

describe('toast stack (spec §2)', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
  });

  it('R2.147: shows each type with its default title; errors as alerts, others as status', () => {
    render(<ToastStack />);
    act(() => {
      showToast({ type: 'success', message: 'Saved.' });
      showToast({ type: 'error', message: 'Failed.' });
      showToast({ type: 'info', message: 'FYI.' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorFailed.');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['SuccessSaved.', 'InfoFYI.']);
  });

  it('R9.13: the stack is on layer 10000 and is a live region before any toast arrives', () => {
    render(<ToastStack />);
    const stack = screen.getByTestId('toast-stack');
    expect(stack).toHaveStyle({ zIndex: '10000' });
    expect(stack.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('R2.148: every toast can be closed', async () => {
    render(<ToastStack />);
    act(() => {
      showToast({ type: 'success', message: 'One' });
      showToast({ type: 'info', message: 'Two' });
    });
    const first = screen.getByText('One').closest('[data-toast-type]') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });
});
