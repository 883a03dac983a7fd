import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from './confirm-host.tsx';
import { type ConfirmOptions, confirm, confirmStore, settleConfirm } from './confirm-store.ts';

function ask(options: ConfirmOptions): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('confirmation dialog (spec §2, §4 Modals)', () => {
  afterEach(() => {
    cleanup();
    for (const request of confirmStore.getState().requests) settleConfirm(request.id, false);
  });

  it("R2.144: shows title, message and the buttons 'Confirm' and 'Cancel' by default", () => {
    render(<ConfirmHost />);
    void ask({ title: 'Leave league?', message: 'You can join again later.' });
    const dialog = screen.getByRole('alertdialog', { name: 'Leave league?' });
    expect(dialog).toHaveAccessibleDescription('You can join again later.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('R2.144: takes its own button texts', () => {
    render(<ConfirmHost />);
    void ask({ title: 'Sell card?', message: 'm', confirmText: 'Sell', cancelText: 'Keep' });
    expect(screen.getByRole('button', { name: 'Sell' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('R2.145: can hide the confirm button', () => {
    render(<ConfirmHost />);
    void ask({ title: 'Heads up', message: 'm', hideConfirm: true, cancelText: 'OK' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('R2.146: renders the confirm button in danger style', () => {
    render(<ConfirmHost />);
    void ask({ title: 'Delete?', message: 'm', danger: true, confirmText: 'Delete' });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-danger', 'true');
    expect(button.className).toContain('bg-danger');
  });

  it('R4.122: resolves true on confirm', async () => {
    render(<ConfirmHost />);
    const answer = ask({ title: 'Sure?', message: 'm' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('R4.123: resolves false on cancel', async () => {
    render(<ConfirmHost />);
    const answer = ask({ title: 'Sure?', message: 'm' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('R4.123: resolves false when closed with Escape', async () => {
    render(<ConfirmHost />);
    const answer = ask({ title: 'Sure?', message: 'm' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
