/** Whether the page is on screen, and changes of it. */
export interface VisibilitySource {
  isVisible(): boolean;
  onChange(listener: (visible: boolean) => void): () => void;
}

export function documentVisibility(doc: Document = document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    onChange: (listener) => {
      const handler = () => listener(doc.visibilityState === 'visible');
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
  };
}

interface VisibleIntervalOptions {
  intervalMs: number;
  visibility?: VisibilitySource;
  /** Run once right away, whatever the visibility (an app-start fetch). */
  runAtStart?: boolean;
}

/**
 * Run `task` every `intervalMs` while the page is visible, and once each time it becomes
 * visible again; nothing runs while it is hidden. The interval restarts on each return, so a
 * returning visitor gets one fresh run, not two back to back. Returns the stop function.
 */
export function everyWhileVisible(
  task: () => void,
  { intervalMs, visibility = documentVisibility(), runAtStart = false }: VisibleIntervalOptions,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const startTimer = () => {
    stopTimer();
    timer = setInterval(task, intervalMs);
  };

  if (runAtStart) task();
  if (visibility.isVisible()) startTimer();
  const unsubscribe = visibility.onChange((visible) => {
    if (!visible) {
      stopTimer();
      return;
    }
    task();
    startTimer();
  });
  return () => {
    stopTimer();
    unsubscribe();
  };
}
