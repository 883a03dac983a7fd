/** Rows standing in for a list while it loads, the height of the rows that will replace them. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={i} className="flex h-16 items-center gap-3 rounded-2xl border border-line bg-surface px-4">
          <span className="size-9 shrink-0 animate-pulse rounded-xl bg-surface-2" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3.5 w-2/5 animate-pulse rounded bg-surface-2" />
            <span className="h-3 w-1/4 animate-pulse rounded bg-surface-2" />
          </span>
          <span className="h-5 w-14 animate-pulse rounded bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
