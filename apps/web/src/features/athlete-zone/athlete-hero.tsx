import { eventArtSvg, svgDataUri } from '@shred/art';
import type { Athlete } from '@shred/contract';
import { useMemo } from 'react';
import { AspiScore, AthleteAvatar, AthleteFlag, countryName } from '../athletes/index.ts';

/**
 * The athlete's banner: their sport's generated scene behind their portrait, name, flag and
 * ASPI, as managers see them on cards.
 */
export function AthleteHero({ athlete, children }: { athlete: Athlete; children?: React.ReactNode }) {
  const scene = useMemo(
    () =>
      `url("${svgDataUri(eventArtSvg({ seed: athlete.slug, sport: athlete.primary_sport.slug }, { width: 800, focus: 0.75 }))}")`,
    [athlete.slug, athlete.primary_sport.slug],
  );
  return (
    <section
      aria-label={`${athlete.first_name} ${athlete.last_name}`}
      className="relative isolate overflow-hidden rounded-2xl border border-line bg-surface-2 bg-cover bg-center"
      style={{ backgroundImage: scene }}
    >
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-black/80 via-black/55 to-black/10" />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="relative w-fit shrink-0">
          <AthleteAvatar
            athlete={athlete}
            size="xl"
            eager
            className="size-28! rounded-full ring-4 ring-accent sm:size-32! [&>img]:rounded-full"
          />
          <AspiScore aspi={athlete.aspi} size="sm" className="absolute -right-1 -bottom-1 shadow-md" />
        </div>
        <div className="min-w-0 text-white">
          <p className="font-display text-xl font-bold uppercase italic leading-none text-lime-300">
            {athlete.first_name}
          </p>
          <p className="truncate font-display text-5xl font-extrabold uppercase italic leading-none sm:text-6xl">
            {athlete.last_name}
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-white/85">
            <AthleteFlag ioc={athlete.nationality.ioc} />
            {countryName(athlete.nationality.ioc)} · {athlete.primary_sport.name}
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
