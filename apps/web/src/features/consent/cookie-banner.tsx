import { type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { BANNER_LAYER } from '../modals/index.ts';
import { decideConsent } from './consent-store.ts';

/** Exact texts of spec §2 "Cookie banner". */
export const COOKIE_BANNER_TEXTS = {
  title: 'Did someone say Cookies?',
  message: 'We use cookies to improve your experience. Do you accept?',
  decline: 'Decline',
  accept: 'Accept',
} as const;

const CookieIcon = () => (
  <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
    <path
      d="M16 3a13 13 0 1 0 13 13 5 5 0 0 1-5.5-5A5 5 0 0 1 18 5.5 4 4 0 0 1 16 3z"
      fill="var(--lime)"
      opacity="0.9"
    />
    <circle cx="11" cy="13" r="2" fill="var(--bg)" />
    <circle cx="18" cy="20" r="2.2" fill="var(--bg)" />
    <circle cx="10.5" cy="21" r="1.5" fill="var(--bg)" />
    <circle cx="22.5" cy="15.5" r="1.3" fill="var(--bg)" />
  </svg>
);

/**
 * Room at the foot of the page as tall as the floating banner, so the end of a long page can
 * scroll out from under it: its last links stay reachable before anyone answers.
 */
function useFootRoom(banner: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--cookie-banner-room', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-room');
    };
  }, [banner]);
}

/**
 * Spec §2 Cookie banner: a card at the bottom of the screen that leaves the page usable. It
 * is a labelled region, not a modal: nobody has to answer before using the app, and an open
 * modal covers it.
 */
export function CookieBanner() {
  const titleId = useId();
  const textId = useId();
  const banner = useRef<HTMLElement>(null);
  useFootRoom(banner);
  return (
    <section
      ref={banner}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="cookie-banner"
      className="pb-safe pointer-events-none fixed inset-x-0 bottom-0 px-3 sm:px-6"
      style={{ zIndex: BANNER_LAYER }}
    >
      <div className="pointer-events-auto mx-auto mb-3 flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:mb-6 sm:flex-row sm:items-center sm:p-5">
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-lime/15">
            <CookieIcon />
          </span>
          <div className="min-w-0">
            <h2
              id={titleId}
              className="font-display text-xl font-bold uppercase italic leading-tight text-fg"
            >
              {COOKIE_BANNER_TEXTS.title}
            </h2>
            <p id={textId} className="mt-0.5 text-sm text-muted">
              {COOKIE_BANNER_TEXTS.message}
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="secondary" onClick={() => decideConsent('denied')}>
            {COOKIE_BANNER_TEXTS.decline}
          </Button>
          <Button onClick={() => decideConsent('granted')}>{COOKIE_BANNER_TEXTS.accept}</Button>
        </div>
      </div>
    </section>
  );
}
