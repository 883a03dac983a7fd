import { BrandMark } from './brand-logo.tsx';

/** Spec §2 (R2.125): the splash logo while the app initialises (auth check, first page chunk). */
export function SplashScreen() {
  return (
    <div
      className="pt-safe pb-safe bg-hero fixed inset-0 grid place-items-center"
      role="status"
      aria-live="polite"
      data-testid="splash-screen"
    >
      <div className="flex flex-col items-center gap-5">
        <BrandMark className="size-20 rounded-[22px] shadow-[0_0_0_1px_var(--line),0_18px_50px_-12px_color-mix(in_srgb,var(--accent)_55%,transparent)] motion-safe:animate-pulse" />
        <span className="font-display text-3xl font-extrabold uppercase italic tracking-tight text-fg">
          Shred<span className="text-accent"> League</span>
        </span>
        <span aria-hidden="true" className="h-1 w-28 overflow-hidden rounded-full bg-line">
          <span className="block h-full w-1/3 rounded-full bg-linear-to-r from-accent to-lime motion-safe:animate-[splash-sweep_1.1s_ease-in-out_infinite]" />
        </span>
        <span className="sr-only">Loading Shred League…</span>
      </div>
    </div>
  );
}
