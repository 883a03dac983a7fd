/**
 * Forced update (spec §4 "Forced update", R4.74–R4.76): dotted numeric version compare.
 * A version is one or more dot-separated groups of digits ('1', '1.10.0', '2024.3'),
 * surrounding whitespace ignored. Anything else ('1.2.3-beta', 'v1', '1..2', '') is not a
 * version and is rejected, never guessed. Missing groups count as 0 ('1.2' == '1.2.0');
 * groups compare as whole numbers of any length ('010' == '10').
 */
const VERSION = /^\d+(\.\d+)*$/;

/** The numeric groups of a version as digit strings without leading zeros, or null. */
export function parseVersion(version: string | null | undefined): string[] | null {
  const text = version?.trim() ?? '';
  if (!VERSION.test(text)) return null;
  return text.split('.').map((group) => group.replace(/^0+(?=\d)/, ''));
}

function compareGroups(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function compareParsed(left: readonly string[], right: readonly string[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const order = compareGroups(left[i] ?? '0', right[i] ?? '0');
    if (order !== 0) return order;
  }
  return 0;
}

/** -1, 0 or 1 as `a` is lower than, equal to or higher than `b`; throws on a non-version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left) throw new RangeError(`not a dotted numeric version: '${a}'`);
  if (!right) throw new RangeError(`not a dotted numeric version: '${b}'`);
  return compareParsed(left, right);
}

/**
 * True when the installed version is lower than the minimum. Fails open: a missing or
 * malformed version on either side never forces an update, so a bad setting cannot lock
 * every user out of the app.
 */
export function isOutdated(
  installed: string | null | undefined,
  minimum: string | null | undefined,
): boolean {
  const have = parseVersion(installed);
  const need = parseVersion(minimum);
  return have !== null && need !== null && compareParsed(have, need) < 0;
}
