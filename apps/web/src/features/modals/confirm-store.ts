import type { ReactNode } from 'react';
import { createStore, useStore } from 'zustand';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** Default 'Confirm'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  hideConfirm?: boolean;
  danger?: boolean;
}

export interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
}

interface ConfirmState {
  /** Questions waiting for an answer, oldest first; each shows as its own dialog. */
  requests: readonly ConfirmRequest[];
}

export const confirmStore = createStore<ConfirmState>()(() => ({ requests: [] }));

export function useConfirmRequests(): readonly ConfirmRequest[] {
  return useStore(confirmStore, (state) => state.requests);
}

const resolvers = new Map<number, (answer: boolean) => void>();
let nextId = 1;

/**
 * Ask the user (spec §4 Modals): resolves true on confirm and false on cancel, Escape, a
 * click outside or a drag down (R4.122, R4.123). Needs the overlay host on the page.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  const id = nextId++;
  return new Promise<boolean>((resolve) => {
    resolvers.set(id, resolve);
    confirmStore.setState((state) => ({ requests: [...state.requests, { id, options }] }));
  });
}

/** Answer a question and take its dialog away. */
export function settleConfirm(id: number, answer: boolean): void {
  const resolve = resolvers.get(id);
  resolvers.delete(id);
  confirmStore.setState((state) => ({ requests: state.requests.filter((request) => request.id !== id) }));
  resolve?.(answer);
}
