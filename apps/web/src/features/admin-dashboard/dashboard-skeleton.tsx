import { Card } from '../../ui/card.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';

const TILES = 7;
const CHARTS = 4;

/** The dashboard's shape while its figures load: tiles, then chart cards. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the figures" className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: TILES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <div key={i} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
            <TextSkeleton className="w-20" />
            <span className="font-display text-2xl sm:text-3xl">
              <TextSkeleton className="w-16" />
            </span>
          </div>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: CHARTS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Card key={i} className="flex flex-col gap-3">
            <TextSkeleton className="w-32" />
            <span className="h-48 animate-pulse rounded-xl bg-surface-2 sm:h-64" />
          </Card>
        ))}
      </div>
    </div>
  );
}
