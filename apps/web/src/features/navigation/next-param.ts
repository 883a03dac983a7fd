/**
 * `base?next=<target>` (or `base?…&next=<target>` when base has a query already). Slashes
 * stay readable (`/login?next=/admin/users`); everything that would end the parameter early
 * (`&`, `#`, `?`, `=`) is escaped.
 */
export function withNext(base: string, target: string): string {
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${joiner}next=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/**
 * Where to go after logging in: the `next` parameter when it is a path of this app, else the
 * fallback. Absolute and protocol-relative urls are refused so a crafted link cannot send
 * a freshly signed-in user to another site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/manager'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/**
 * `base` with the `next` of the page passed on, so a multi-step path (register, details,
 * manager welcome) still ends where it was meant to; an unsafe or missing `next` is dropped.
 */
export function passNext(base: string, next: string | null | undefined): string {
  const target = safeNextPath(next, '');
  return target ? withNext(base, target) : base;
}
