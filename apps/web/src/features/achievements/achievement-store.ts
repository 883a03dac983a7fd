import { createStore, useStore } from 'zustand';

/** Spec §3 achievement. */
export interface Achievement {
  /** An image address; a medal is drawn when there is none. */
  icon?: string | null;
  name: string;
  description: string;
  /** Where 'Learn More' leads; no link, no button. */
  link?: string | null;
}

interface AchievementState {
  /** The achievement on screen first, then those waiting their turn. */
  queue: readonly Achievement[];
}

export const achievementStore = createStore<AchievementState>()(() => ({ queue: [] }));

export function useShownAchievement(): Achievement | null {
  return useStore(achievementStore, (state) => state.queue[0] ?? null);
}

/** Show the achievement modal; several earned at once show one after another. */
export function showAchievement(achievement: Achievement): void {
  achievementStore.setState((state) => ({ queue: [...state.queue, achievement] }));
}

/** Close the one showing; the next one, if any, takes its place. */
export function dismissAchievement(): void {
  achievementStore.setState((state) => ({ queue: state.queue.slice(1) }));
}

/**
 * The app event for an achievement earned (a push message, a deep link, code outside React):
 * `window.dispatchEvent(new CustomEvent(ACHIEVEMENT_EVENT, {detail: {name, description, icon,
 * link}}))` shows the achievement modal.
 */
export const ACHIEVEMENT_EVENT = 'shred:achievement';

export function isAchievement(value: unknown): value is Achievement {
  if (typeof value !== 'object' || value === null) return false;
  const { name, description, icon, link } = value as Record<string, unknown>;
  const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  return (
    typeof name === 'string' && typeof description === 'string' && optionalText(icon) && optionalText(link)
  );
}

/** Listen for the achievement event; answers the function that stops listening. */
export function listenForAchievementEvents(target: EventTarget = window): () => void {
  const onEvent = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    if (isAchievement(detail)) showAchievement(detail);
  };
  target.addEventListener(ACHIEVEMENT_EVENT, onEvent);
  return () => target.removeEventListener(ACHIEVEMENT_EVENT, onEvent);
}
