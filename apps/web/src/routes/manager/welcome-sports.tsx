import { eventArtSvg } from '@shred/art';
import type { Sport } from '@shred/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Ref, useMemo } from 'react';
import { errorMessage } from '../../api/index.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { cx } from '../../ui/class-names.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';

/** Tiles shown while the sports load, so the step keeps its size. */
const PLACEHOLDER_TILES = 6;
const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3';

interface SportTileProps {
  sport: Sport;
  followed: boolean;
  onToggle: (slug: string) => void;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * One sport as a large tile: its scene on top, its name below. The tile is a real checkbox
 * laid over the whole picture, so a tap anywhere toggles it, the keyboard reaches it with Tab
 * and Space, and a screen reader hears 'Surfing, checkbox, checked'.
 */
function SportTile({ sport, followed, onToggle, ref }: SportTileProps) {
  const svg = useMemo(() => eventArtSvg({ seed: `welcome-${sport.slug}`, sport: sport.slug }), [sport.slug]);
  return (
    <label
      className={cx(
        'relative flex flex-col overflow-hidden rounded-2xl border-2 bg-surface-2 transition',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
        followed
          ? 'border-accent shadow-[0_8px_24px_-14px_var(--accent)]'
          : 'border-line hover:border-accent/50',
      )}
    >
      {/* The sport's name labels the tile; its picture and tick are decoration. */}
      <span aria-hidden="true" className="relative block aspect-[2/1] bg-surface">
        <ArtImage
          svg={svg}
          alt=""
          width={400}
          height={200}
          eager
          className={cx(
            'absolute inset-0 size-full object-cover transition',
            followed ? 'opacity-100' : 'opacity-75 saturate-50',
          )}
        />
        <span
          className={cx(
            'absolute top-2 right-2 grid size-7 place-items-center rounded-full border-2 shadow-card transition',
            followed
              ? 'border-accent bg-accent text-on-accent'
              : 'border-white/70 bg-black/35 text-transparent',
          )}
        >
          <CheckIcon width={16} height={16} />
        </span>
      </span>
      <span className="flex min-h-12 items-center px-3 py-2 text-sm font-semibold leading-tight text-fg sm:text-base">
        {sport.name}
      </span>
      <input
        ref={ref}
        type="checkbox"
        value={sport.slug}
        checked={followed}
        onChange={() => onToggle(sport.slug)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      />
    </label>
  );
}

interface WelcomeSportsProps {
  sports: UseQueryResult<Sport[]>;
  followed: readonly string[];
  onChange: (followed: string[]) => void;
  /** Why the choice cannot go on yet ('pick at least one'), shown under the tiles. */
  error: string | null;
  /** The first tile's checkbox, focused when the choice is refused. */
  firstRef: Ref<HTMLInputElement>;
}

/** 'Pick your sports': the sports the manager follows (GAME.md: the starter squad comes from them). */
export function WelcomeSports({ sports, followed, onChange, error, firstRef }: WelcomeSportsProps) {
  const errorId = 'welcome-sports-error';
  const toggle = (slug: string) =>
    onChange(followed.includes(slug) ? followed.filter((s) => s !== slug) : [...followed, slug]);

  if (sports.isError) {
    return (
      <LoadFailed
        title="Could not load the sports"
        message={errorMessage(sports.error)}
        onRetry={() => void sports.refetch()}
        retrying={sports.isRefetching}
        className="mt-5"
      />
    );
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="mt-5">
      <legend className="sr-only">Sports you follow</legend>
      {sports.data ? (
        <div className={TILE_GRID}>
          {sports.data.map((sport, position) => (
            <SportTile
              key={sport.slug}
              sport={sport}
              followed={followed.includes(sport.slug)}
              onToggle={toggle}
              ref={position === 0 ? firstRef : undefined}
            />
          ))}
        </div>
      ) : (
        <div className={TILE_GRID} role="status" aria-label="Loading sports…">
          {Array.from({ length: PLACEHOLDER_TILES }, (_, tile) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            <span key={tile} className="block animate-pulse rounded-2xl border-2 border-line bg-surface-2">
              <span className="block aspect-[2/1] bg-surface" />
              <span className="block min-h-12" />
            </span>
          ))}
        </div>
      )}
      <p className="mt-3 min-h-5 text-sm text-muted" aria-live="polite">
        {followed.length === 0
          ? null
          : `Following ${followed.length} ${followed.length === 1 ? 'sport' : 'sports'}`}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
