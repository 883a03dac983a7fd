import { useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { mediaUrl } from '../../ui/media-url.ts';

/** A colour wash per sport for events without a picture, so a calendar of them still reads at a glance. */
const SPORT_WASH: Record<string, string> = {
  snowboarding: 'from-sky-500 via-indigo-600 to-slate-900',
  freeskiing: 'from-cyan-400 via-blue-600 to-slate-900',
  surfing: 'from-teal-400 via-cyan-700 to-slate-900',
  skateboarding: 'from-orange-400 via-rose-600 to-slate-900',
  'mountain-biking': 'from-lime-400 via-emerald-700 to-slate-900',
  bmx: 'from-amber-400 via-red-600 to-slate-900',
  wakeboarding: 'from-emerald-300 via-teal-600 to-slate-900',
};
const DEFAULT_WASH = 'from-accent via-cyan-800 to-slate-900';

interface EventArtworkProps {
  image: string | null;
  /** The event's sports; the first picks the wash and is written across it. */
  sports: readonly { name: string; slug: string }[];
  /** Write the sport's name across the wash; off where a title sits on top of it. */
  showSportName?: boolean;
  className?: string;
}

/**
 * The event's picture, or a sport-coloured wash with the sport's name when it has none or it
 * fails to load. Decorative: the card's heading names the event.
 */
export function EventArtwork({ image, sports, showSportName = true, className }: EventArtworkProps) {
  const url = mediaUrl(image);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const primary = sports[0];
  const frame = cx('relative overflow-hidden bg-surface-2', className);

  if (url && failedUrl !== url) {
    return (
      <div className={frame}>
        <img
          src={url}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      </div>
    );
  }
  return (
    <div
      className={cx(frame, 'bg-linear-135', SPORT_WASH[primary?.slug ?? ''] ?? DEFAULT_WASH)}
      data-placeholder=""
      aria-hidden="true"
    >
      <div className="absolute inset-0 bg-[repeating-linear-gradient(115deg,transparent_0_22px,rgb(255_255_255/0.06)_22px_24px)]" />
      {showSportName ? (
        <span className="absolute -bottom-2 left-3 select-none whitespace-nowrap font-display text-5xl font-black uppercase italic leading-none tracking-tight text-white/15 sm:text-6xl">
          {primary?.name ?? 'Shred'}
        </span>
      ) : null}
    </div>
  );
}
