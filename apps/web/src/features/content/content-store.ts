import type { ContentFolder } from '@shred/contract';
import { createStore, useStore } from 'zustand';

/** An article of the content API: news, help or info, by id (spec §2 content panel). */
export interface ContentRef {
  folder: ContentFolder;
  id: string;
}

/** Spec §3 external article: one first published on another site, shown as it is given. */
export interface ExternalArticle {
  title: string;
  title_img?: string | null;
  /** Sanitised HTML. */
  content: string;
  /** The site's name, for 'Originally published on {source}'. */
  source: string;
  url?: string;
}

export type ContentTarget =
  | { kind: 'article'; ref: ContentRef }
  | { kind: 'external'; article: ExternalArticle };

interface ContentState {
  target: ContentTarget | null;
}

export const contentStore = createStore<ContentState>()(() => ({ target: null }));

export function useContentTarget(): ContentTarget | null {
  return useStore(contentStore, (state) => state.target);
}

/** Open the full-screen content panel on an article of the content API. */
export function openContent(ref: ContentRef): void {
  contentStore.setState({ target: { kind: 'article', ref } });
}

/** Open the content panel on an external article given in full. */
export function openExternalArticle(article: ExternalArticle): void {
  contentStore.setState({ target: { kind: 'external', article } });
}

export function closeContent(): void {
  contentStore.setState({ target: null });
}

/**
 * The app event of spec §2: anything (a deep link, a push notification, code outside React)
 * can open an article with `window.dispatchEvent(new CustomEvent(OPEN_CONTENT_EVENT, {detail:
 * {folder, id}}))`.
 */
export const OPEN_CONTENT_EVENT = 'shred:open-content';

const FOLDERS: readonly string[] = ['news', 'help', 'info'];

export function isContentRef(value: unknown): value is ContentRef {
  if (typeof value !== 'object' || value === null) return false;
  const { folder, id } = value as Record<string, unknown>;
  return typeof folder === 'string' && FOLDERS.includes(folder) && typeof id === 'string' && id !== '';
}

/** Listen for the open-content event; answers the function that stops listening. */
export function listenForContentEvents(target: EventTarget = window): () => void {
  const onEvent = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    if (isContentRef(detail)) openContent({ folder: detail.folder, id: detail.id });
  };
  target.addEventListener(OPEN_CONTENT_EVENT, onEvent);
  return () => target.removeEventListener(OPEN_CONTENT_EVENT, onEvent);
}
