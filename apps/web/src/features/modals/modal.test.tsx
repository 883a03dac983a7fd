import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({
  initiallyOpen = false,
  priority,
}: {
  initiallyOpen?: boolean;
  priority?: 'low' | 'normal' | 'high' | 'critical';
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="t" priority={priority}>
        <h2 id="t">Pick a captain</h2>
        <button type="button">First</button>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

/** Two open modals, the later one higher. */
function TwoModals() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      <Modal open={outer} onClose={() => setOuter(false)} label="Outer">
        <p>outer</p>
      </Modal>
      <Modal open={inner} onClose={() => setInner(false)} label="Inner" priority="high">
        <p>inner</p>
      </Modal>
    </>
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

describe('modal (spec §4 Modals)', () => {
  beforeEach(() => setWidth(1024));
  afterEach(cleanup);

  it('is an accessible dialog: role dialog, aria-modal and named by its title', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a captain' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('R4.120: opening locks page scroll and closing unlocks it', async () => {
    render(<Harness />);
    expect(document.documentElement.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('R4.119: sits on its layer (50 + priority)', async () => {
    render(<Harness initiallyOpen priority="high" />);
    expect(screen.getByRole('dialog').closest('[data-modal-layer]')).toHaveAttribute(
      'data-modal-layer',
      '70',
    );
  });

  it('Escape closes it and focus returns to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness initiallyOpen />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('Escape closes only the top modal', async () => {
    render(<TwoModals />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });

  it('a click on the backdrop closes it', async () => {
    render(<Harness initiallyOpen />);
    const backdrop = screen.getByRole('dialog').closest('[data-modal-layer]')
      ?.firstElementChild as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R4.121: on a phone, a drag of more than 100 px down closes it; less springs back', () => {
    setWidth(390);
    render(<Harness initiallyOpen />);
    const dialog = screen.getByRole('dialog');
    const drag = (to: number) => {
      act(() => {
        fireEvent.pointerDown(dialog, { clientY: 200, button: 0, pointerType: 'mouse' });
        fireEvent.pointerMove(window, { clientY: to, pointerType: 'mouse' });
        fireEvent.pointerUp(window, { clientY: to, pointerType: 'mouse' });
      });
    };
    drag(280);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    drag(320);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R4.121: on a wide screen a drag does nothing', () => {
    setWidth(1440);
    render(<Harness initiallyOpen />);
    const dialog = screen.getByRole('dialog');
    act(() => {
      fireEvent.pointerDown(dialog, { clientY: 100, button: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(window, { clientY: 500, pointerType: 'mouse' });
      fireEvent.pointerUp(window, { clientY: 500, pointerType: 'mouse' });
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
