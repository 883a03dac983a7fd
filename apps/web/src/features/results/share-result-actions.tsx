import { Button, ButtonLink } from '../../ui/button.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { ShareIcon } from '../modals/overlay-icons.tsx';
import { fantasyStatsPagePath, type SharedResult, shareFantasyStats } from './fantasy-stats-links.ts';

/** Share a result (the share panel with the graphic's link) or open the graphic itself. */
export function ShareResultActions({ result }: { result: SharedResult }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="primary"
        size="sm"
        icon={<ShareIcon width={16} height={16} />}
        onClick={() => shareFantasyStats(result)}
      >
        Share
      </Button>
      <ButtonLink
        to={fantasyStatsPagePath(result)}
        variant="secondary"
        size="sm"
        icon={<StarIcon width={16} height={16} />}
      >
        Stats graphic
      </ButtonLink>
    </div>
  );
}

/** The two actions' place while the viewer's result loads, so the header does not grow then. */
export function ShareResultActionsSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="share" className="flex flex-wrap gap-2">
      <span className="h-9 w-[5.5rem] animate-pulse rounded-xl bg-surface-2" />
      <span className="h-9 w-36 animate-pulse rounded-xl bg-surface-2" />
    </div>
  );
}
