import { createStore, useStore } from 'zustand';

/** Whether the search overlay is open; what it holds lives in the panel and goes with it. */
export const searchStore = createStore<{ isOpen: boolean }>()(() => ({ isOpen: false }));

export const useSearchOpen = (): boolean => useStore(searchStore, (state) => state.isOpen);

export function openSearch(): void {
  searchStore.setState({ isOpen: true });
}

export function closeSearch(): void {
  searchStore.setState({ isOpen: false });
}
