/**
 * `base?next=<target>`. Slashes stay readable (`/login?next=/admin/users`); everything that
 * would end the parameter early (`&`, `#`, `?`, `=`) is escaped.
 */
export function withNext(base: string, target: string): string {
  return `${base}?next=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
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
