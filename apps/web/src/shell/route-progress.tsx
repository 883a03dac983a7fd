import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec §2/§9: the bar stays until 100 ms after a route change ends, so fast changes still register. */
export const PROGRESS_LINGER_MS = 100;

export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (busy) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), PROGRESS_LINGER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-60 h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] motion-reduce:w-full motion-reduce:animate-none bg-linear-to-r from-accent to-lime" />
    </div>
  );
}
