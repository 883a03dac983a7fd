/**
 * Number helpers of spec §9 (R9.43–R9.48): short numbers, the coarse rounding helper and
 * ordinal suffixes; and the one way points are written. Negative numbers are formatted like
 * their absolute value with a leading '-'; halves round away from zero; non-finite numbers
 * show as NOT_A_NUMBER_TEXT.
 */
export const NOT_A_NUMBER_TEXT = '—';

const THOUSAND = 1_000;
const TEN_THOUSAND = 10_000;
const MILLION = 1_000_000;

/** Round half away from zero to `decimals` places, avoiding binary drift (1.005 → 1.01). */
function roundHalfAway(value: number, decimals: number): number {
  const abs = Math.abs(value);
  const text = String(abs);
  // Shift by editing the decimal exponent, so 1.005 becomes exactly 100.5 (not 100.49999…).
  const shifted = text.includes('e') ? abs * 10 ** decimals : Number(`${text}e${decimals}`);
  const rounded = Math.round(shifted) / 10 ** decimals;
  return value < 0 ? -rounded : rounded;
}

/** '1234567.5' → '1,234,567.5' (no sign handling: give it a non-negative number). */
function withSeparators(value: number, maxDecimals: number): string {
  const [whole = '0', fraction] = String(roundHalfAway(value, maxDecimals)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * Under 1000 plain (999); under 10000 with separators (1,234); under 1M as k with 1 decimal
 * (12.3k); otherwise M with 2 decimals (1.23M). Plain and separated numbers keep up to
 * 2 decimals. A value that rounds up into the next band is shown in that band
 * (999,960 → '1.00M', 9,999.999 → '10.0k').
 */
export function shortNumber(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const sign = value < 0 && roundHalfAway(value, 2) !== 0 ? '-' : '';
  const abs = Math.abs(value);
  const twoDecimals = roundHalfAway(abs, 2);
  if (twoDecimals < TEN_THOUSAND) return sign + withSeparators(twoDecimals, 2);
  const thousands = roundHalfAway(abs / THOUSAND, 1);
  if (thousands < THOUSAND) return `${sign}${thousands.toFixed(1)}k`;
  return `${sign}${roundHalfAway(abs / MILLION, 2).toFixed(2)}M`;
}

/**
 * Points as scored, on every screen: team and line scores are exact to the hundredth
 * (scoring.ts rounds each line to 2 decimals and adds them), so they show up to 2 decimals,
 * trailing zeros dropped, with thousands separators and never abbreviated: 322.65, 322.5,
 * 1,250. Negative points (a penalty line) keep a leading '-'.
 */
export function formatPoints(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const hundredths = roundHalfAway(Math.abs(value), 2);
  const sign = value < 0 && hundredths !== 0 ? '-' : '';
  return sign + withSeparators(hundredths, 2);
}

/** To the nearest 1000, or the nearest 10000 above 1M (R9.47). Non-finite values pass through. */
export function roundForDisplay(value: number): number {
  if (!Number.isFinite(value)) return value;
  const step = Math.abs(value) > MILLION ? TEN_THOUSAND : THOUSAND;
  const rounded = roundHalfAway(value / step, 0) * step;
  return rounded === 0 ? 0 : rounded;
}

export type OrdinalSuffix = 'st' | 'nd' | 'rd' | 'th';

/** 1 → 'st', 2 → 'nd', 3 → 'rd', 11–13 → 'th', 21 → 'st', 111 → 'th'; by the absolute value. */
export function ordinalSuffix(value: number): OrdinalSuffix {
  const n = Math.abs(Math.round(value));
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (n % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** '1st', '22nd', '-3rd'; a fraction is rounded to the nearest whole number first. */
export function ordinal(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const n = roundHalfAway(value, 0);
  return `${n === 0 ? 0 : n}${ordinalSuffix(n)}`;
}
