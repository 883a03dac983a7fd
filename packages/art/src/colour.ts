/** Colour arithmetic on #rrggbb strings, enough to shade and light the flat shapes. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

/** Darker by `t` (0…1). */
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Lighter by `t` (0…1). */
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Relative luminance (0 black … 1 white), to keep shapes readable against their background. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Distance between two colours in RGB space (0 … 441): how far apart they look, roughly. */
export function distance(a: string, b: string): number {
  const ca = channels(a);
  const cb = channels(b);
  return Math.hypot(ca[0] - cb[0], ca[1] - cb[1], ca[2] - cb[2]);
}
