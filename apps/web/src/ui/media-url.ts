/**
 * Spec §3: media urls that are empty, 'None', or end in None/null count as missing (the old
 * backend serialised missing files that way); relative paths are served by our own origin.
 */
export function mediaUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url || /(?:None|null)$/.test(url)) return null;
  if (/^(?:https?:|data:|blob:)/i.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}
