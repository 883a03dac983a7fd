import { createStore, useStore } from 'zustand';
import { MODAL_BASE_LAYER, MODAL_PRIORITIES, type ModalPriority } from './modal.constants.ts';
import { lockScroll, unlockScroll } from './scroll-lock.ts';

export interface ModalEntry {
  id: number;
  priority: ModalPriority;
}

export interface ModalStackState {
  /** Every open modal, in the order they opened. */
  stack: readonly ModalEntry[];
}

export const modalStack = createStore<ModalStackState>()(() => ({ stack: [] }));

export function useModalStack<T>(selector: (state: ModalStackState) => T): T {
  return useStore(modalStack, selector);
}

/**
 * Spec §4 Modals (R4.119): base 50 + the priority + one for each other open modal of the same
 * priority that opened before it, so the newest of a priority is on top of its peers and a
 * higher priority is above them all.
 */
export function modalLayer(stack: readonly ModalEntry[], id: number): number {
  const index = stack.findIndex((entry) => entry.id === id);
  const entry = stack[index];
  if (!entry) return MODAL_BASE_LAYER;
  const peersBefore = stack.slice(0, index).filter((other) => other.priority === entry.priority).length;
  return MODAL_BASE_LAYER + MODAL_PRIORITIES[entry.priority] + peersBefore;
}

/** The modal drawn on top (highest layer; the newest wins a tie), which alone takes Escape. */
export function topModalId(stack: readonly ModalEntry[]): number | undefined {
  let top: { id: number; layer: number } | undefined;
  for (const entry of stack) {
    const layer = modalLayer(stack, entry.id);
    if (!top || layer >= top.layer) top = { id: entry.id, layer };
  }
  return top?.id;
}

let nextId = 1;

/** Put a modal on the stack; the first one locks the page scroll. */
export function openModal(priority: ModalPriority = 'normal'): number {
  const id = nextId++;
  modalStack.setState((state) => ({ stack: [...state.stack, { id, priority }] }));
  return id;
}

/** Take a modal off the stack; the page scrolls again once the last one is gone (A23). */
export function closeModal(id: number): void {
  modalStack.setState((state) => ({ stack: state.stack.filter((entry) => entry.id !== id) }));
}

modalStack.subscribe((state, previous) => {
  if (state.stack.length > 0 && previous.stack.length === 0) lockScroll();
  if (state.stack.length === 0 && previous.stack.length > 0) unlockScroll();
});
