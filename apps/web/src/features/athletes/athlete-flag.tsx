import { cx } from '../../ui/class-names.ts';
import { flagUrl } from './flag-urls.ts';
import { countryName, isoFromIoc } from './ioc-countries.ts';

interface AthleteFlagProps {
  /** The athlete's nationality as an IOC code, e.g. 'GER'. */
  ioc: string;
  className?: string;
}

/**
 * The nationality flag of an IOC code, named for screen readers ('Germany (GER)'). Unknown
 * codes show a neutral flag in a frame of the same size, so rows never jump.
 */
export function AthleteFlag({ ioc, className }: AthleteFlagProps) {
  const code = ioc.trim().toUpperCase();
  const iso = isoFromIoc(code);
  const url = iso ? flagUrl(iso) : null;
  const name = countryName(code);
  const label = name === code ? code || 'Unknown nationality' : `${name} (${code})`;

  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-flag={iso ?? 'unknown'}
      className={cx(
        'relative inline-block aspect-[4/3] h-3.5 shrink-0 overflow-hidden rounded-[3px] bg-surface-2 align-[-0.125em] ring-1 ring-line',
        className,
      )}
    >
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
          draggable={false}
        />
      ) : (
        <svg viewBox="0 0 16 12" aria-hidden="true" className="absolute inset-0 size-full text-muted">
          <path d="M5 2.5v7" stroke="currentColor" strokeWidth="1" strokeLinecap="round" />
          <path d="M5.5 3h5l-1 1.5 1 1.5h-5z" fill="currentColor" opacity="0.7" />
        </svg>
      )}
    </span>
  );
}
