import { createStore, useStore } from 'zustand';
import type { ShareContent } from './share-links.ts';

/** Spec §3 share options: the panel's title and subtitle, and what is shared. */
export interface ShareOptions {
  title: string;
  subtitle?: string;
  content: ShareContent;
}

interface ShareState {
  options: ShareOptions | null;
}

export const shareStore = createStore<ShareState>()(() => ({ options: null }));

export function useShareOptions(): ShareOptions | null {
  return useStore(shareStore, (state) => state.options);
}

/** Open the share panel (spec §2). */
export function openShare(options: ShareOptions): void {
  shareStore.setState({ options });
}

export function closeShare(): void {
  shareStore.setState({ options: null });
}
