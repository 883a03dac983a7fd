/**
 * Number helpers of spec §9 (R9.43–R9.48): short numbers, the coarse rounding helper and
 * ordinal suffixes; and the one way points, counts, percentages and money are written, on
 * players' and staff screens alike. Negative numbers are formatted like their absolute value
 * with a leading '-' (a signed difference takes '+' or '−'); halves round away from zero;
 * non-finite numbers show as NOT_A_NUMBER_TEXT.
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

/**
 * A count, whole and exact with thousands separators, never abbreviated: 12,345 (credits,
 * openings, XP, followers). A fraction is rounded to the nearest whole number.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const whole = roundHalfAway(Math.abs(value), 0);
  return (value < 0 && whole !== 0 ? '-' : '') + withSeparators(whole, 0);
}

/** A 0–1 share in percent, without drift: 0.145 → 14.5 (not 14.499999…). */
function percentOf(share: number): number {
  const text = String(Math.abs(share));
  return text.includes('e') ? Math.abs(share) * 100 : Number(`${text}e2`);
}

/**
 * A share (0–1) as a percentage, on every screen, player's and staff's alike: up to
 * `maxFractionDigits` decimals, trailing zeros dropped, no space before the sign: 0.8 → '80%',
 * 0.035 → '3.5%'. A share above 0 too small to show at that precision is '<0.1%' (with 1
 * digit), never '0%': a chance that exists is never written as none.
 */
export function formatPercent(share: number, maxFractionDigits = 1): string {
  if (!Number.isFinite(share)) return NOT_A_NUMBER_TEXT;
  const percent = roundHalfAway(percentOf(share), maxFractionDigits);
  if (percent === 0 && share > 0) return `<${10 ** -maxFractionDigits}%`;
  return `${share < 0 && percent !== 0 ? '-' : ''}${withSeparators(percent, maxFractionDigits)}%`;
}

/**
 * A difference of two shares (0–1) in percentage points, up to 2 decimals: 0.0005 →
 * '+0.05 pp', -0.02 → '−2 pp' (a true minus, as wide as '+', so a column of changes lines up),
 * and '0 pp' when it rounds to nothing. `signed: false` writes only its size: '0.05 pp'.
 */
export function formatPercentPoints(difference: number, { signed = true } = {}): string {
  if (!Number.isFinite(difference)) return NOT_A_NUMBER_TEXT;
  const points = roundHalfAway(percentOf(difference), 2);
  const sign = !signed || points === 0 ? '' : difference < 0 ? '−' : '+';
  return `${sign}${withSeparators(points, 2)} pp`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Intl's currency format for an ISO 4217 code; undefined for a code Intl does not accept. */
function moneyFormat(currency: string): Intl.NumberFormat | undefined {
  const known = moneyFormats.get(currency);
  if (known) return known;
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    moneyFormats.set(currency, format);
    return format;
  } catch {
    return undefined;
  }
}

/**
 * An amount of money given in cents, with its currency's symbol: (499, 'EUR') → '€4.99',
 * (1999, 'USD') → '$19.99'. A code Intl does not know is written after the amount
 * ('4.99 XX1') rather than breaking the page.
 */
export function formatMoney(cents: number, currency: string): string {
  if (!Number.isFinite(cents)) return NOT_A_NUMBER_TEXT;
  const format = moneyFormat(currency);
  if (format) return format.format(cents / 100);
  const amount = (Math.abs(cents) / 100).toFixed(2);
  return `${cents < 0 ? '-' : ''}${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${currency}`;
}
