import { BrandMark } from './brand-logo.tsx';

/** Spec §2: the splash logo while the app initialises (auth check, first page chunk). */
export function SplashScreen() {
  return (
    <div className="fixed inset-0 grid place-items-center bg-bg" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <BrandMark className="size-20 animate-pulse motion-reduce:animate-none" />
        <span className="font-display text-2xl font-extrabold uppercase italic tracking-tight text-fg">
          Shred<span className="text-accent"> League</span>
        </span>
        <span className="sr-only">Loading Shred League…</span>
      </div>
    </div>
  );
}
