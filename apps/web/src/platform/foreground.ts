/** Foreground changes of a browser tab: the page becoming visible or hidden. */
export function onDocumentVisibility(
  listener: (visible: boolean) => void,
  doc: Document = document,
): () => void {
  const handler = () => listener(doc.visibilityState === 'visible');
  doc.addEventListener('visibilitychange', handler);
  return () => doc.removeEventListener('visibilitychange', handler);
}
