import { afterEach, describe, expect, it } from 'vitest';
import { MODAL_BASE_LAYER, MODAL_PRIORITIES } from './modal.constants.ts';
import { closeModal, modalLayer, modalStack, openModal, topModalId } from './modal-stack.ts';
import { isScrollLocked } from './scroll-lock.ts';

const layers = () =>
  modalStack.getState().stack.map((entry) => modalLayer(modalStack.getState().stack, entry.id));

describe('modal stack (spec §4 Modals)', () => {
  afterEach(() => {
    for (const entry of modalStack.getState().stack) closeModal(entry.id);
  });

  it('R4.118 R9.33: priorities low 0, normal 10, high 20, critical 30', () => {
    expect(MODAL_PRIORITIES).toEqual({ low: 0, normal: 10, high: 20, critical: 30 });
  });

  it('R9.32: the base layer is 50', () => {
    expect(MODAL_BASE_LAYER).toBe(50);
    const id = openModal('low');
    expect(modalLayer(modalStack.getState().stack, id)).toBe(50);
  });

  it('R4.119: layer = 50 + priority + 1 for each other open modal of the same priority', () => {
    openModal('normal');
    openModal('high');
    openModal('normal');
    openModal('critical');
    openModal('normal');
    openModal('low');
    expect(layers()).toEqual([60, 70, 61, 80, 62, 50]);
  });

  it('R4.119: layers close up when a modal below closes', () => {
    const first = openModal('normal');
    const second = openModal('normal');
    closeModal(first);
    expect(modalLayer(modalStack.getState().stack, second)).toBe(60);
    const third = openModal('normal');
    expect(modalLayer(modalStack.getState().stack, third)).toBe(61);
  });

  it('the top modal (the one Escape closes) is the highest layer, the newest on a tie', () => {
    const normal = openModal('normal');
    expect(topModalId(modalStack.getState().stack)).toBe(normal);
    const high = openModal('high');
    openModal('normal');
    expect(topModalId(modalStack.getState().stack)).toBe(high);
    const secondHigh = openModal('high');
    expect(topModalId(modalStack.getState().stack)).toBe(secondHigh);
    expect(topModalId([])).toBeUndefined();
  });

  it('R4.120 (A23): opening locks page scroll; it unlocks when the last modal closes', () => {
    expect(isScrollLocked()).toBe(false);
    const a = openModal();
    expect(isScrollLocked()).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    const b = openModal('critical');
    closeModal(a);
    expect(isScrollLocked()).toBe(true);
    closeModal(b);
    expect(isScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
