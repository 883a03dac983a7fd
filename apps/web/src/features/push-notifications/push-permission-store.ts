import { createStore, useStore } from 'zustand';
import type { DialogAnswer } from './push-permission-flow.ts';

interface PushDialogState {
  open: boolean;
}

export const pushDialogStore = createStore<PushDialogState>()(() => ({ open: false }));

export const usePushDialogOpen = (): boolean => useStore(pushDialogStore, (state) => state.open);

let settle: ((answer: DialogAnswer) => void) | undefined;

/** Show the 'Push Notifications' dialog; answers the button pressed. */
export function askForPush(): Promise<DialogAnswer> {
  settle?.('not-now');
  pushDialogStore.setState({ open: true });
  return new Promise<DialogAnswer>((resolve) => {
    settle = resolve;
  });
}

/** The dialog's buttons (closing it any other way counts as Not Now). */
export function answerPushDialog(answer: DialogAnswer): void {
  pushDialogStore.setState({ open: false });
  const resolve = settle;
  settle = undefined;
  resolve?.(answer);
}
