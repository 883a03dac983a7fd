/** Open a notification's or push toast's target: in-app paths in the router, addresses outside in a new tab. */
export function isExternalTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

export function openExternally(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
