/** Lets keyboard users jump past the navigation; every layout's <main> has id="main". */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-70 rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Skip to content
    </a>
  );
}
