import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { pwaStore, usePwa } from './pwa-store.ts';
import { PWA_TEXTS as T } from './pwa-texts.ts';
import { applyUpdate } from './service-worker.ts';

const RefreshIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
);

/** The need-refresh prompt: 'A new version is ready' with Reload (spec §4 Web app update). */
export function UpdatePrompt() {
  const needRefresh = usePwa((state) => state.needRefresh);
  const titleId = useId();
  if (!needRefresh) return null;
  return (
    <div className="pt-safe pointer-events-none fixed inset-x-0 top-0 z-[9500] flex justify-center px-3">
      <section
        role="status"
        aria-labelledby={titleId}
        data-testid="update-prompt"
        className="pointer-events-auto mt-3 flex w-full max-w-lg items-center gap-3 rounded-2xl border border-accent/40 bg-surface p-3 pl-4 shadow-card"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
          <RefreshIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold text-fg">
            {T.updateTitle}
          </h2>
          <p className="text-xs text-muted">{T.updateBody}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={() => pwaStore.setState({ needRefresh: false })}>
          {T.later}
        </Button>
        <Button size="sm" onClick={applyUpdate}>
          {T.reload}
        </Button>
      </section>
    </div>
  );
}
