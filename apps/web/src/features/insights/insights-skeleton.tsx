const pulse = 'animate-pulse rounded bg-surface-2';

/** The event's picture while it loads: the hero's own height, so nothing moves when it arrives. */
export function HeroSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-72 animate-pulse rounded-3xl border border-line bg-surface-2 shadow-card sm:h-80"
    />
  );
}

/** The insights while they load, laid out as they will be: tiles, five athletes, bars. */
export function InsightsSkeleton() {
  return (
    <div role="status" aria-label="Loading insights" className="flex flex-col gap-8">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {['teams', 'average', 'top'].map((key) => (
          <div
            key={key}
            className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 last:col-span-2 sm:last:col-span-1"
          >
            <span className={`h-3 w-16 ${pulse}`} />
            <span className={`h-8 w-24 ${pulse}`} />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {[1, 2, 3, 4, 5].map((place) => (
          <div
            key={place}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 lg:flex-col"
          >
            <span className="size-16 shrink-0 animate-pulse rounded-full bg-surface-2" />
            <span className="flex w-full flex-col gap-2 lg:items-center">
              <span className={`h-3.5 w-3/5 ${pulse}`} />
              <span className={`h-6 w-16 ${pulse}`} />
            </span>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
        {[90, 75, 60, 52, 40, 28].map((width) => (
          <span key={width} className="flex items-center gap-3">
            <span className="size-8 shrink-0 animate-pulse rounded-full bg-surface-2" />
            <span className={`h-3 ${pulse}`} style={{ width: `${width}%` }} />
          </span>
        ))}
      </div>
    </div>
  );
}
