import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, isOutdated, parseVersion } from './version.ts';

const version = fc
  .array(fc.integer({ min: 0, max: 2_000 }), { minLength: 1, maxLength: 5 })
  .map((groups) => groups.join('.'));

describe('compareVersions (R4.75 dotted numeric)', () => {
  it('R4.75 compares segment by segment as numbers: 1.10.0 > 1.9.0', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.9.0', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0.0', '1.99.99')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });
  it('R4.75 treats missing segments as 0: 1.2 == 1.2.0', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0.0', '1.2')).toBe(0);
    expect(compareVersions('1.2', '1.2.1')).toBe(-1);
    expect(compareVersions('1', '0.9')).toBe(1);
  });
  it('ignores leading zeros and surrounding spaces, and handles groups beyond 2^53', () => {
    expect(compareVersions('01.002', '1.2')).toBe(0);
    expect(compareVersions(' 1.2.3 ', '1.2.3')).toBe(0);
    expect(compareVersions('1.99999999999999999999', '1.99999999999999999998')).toBe(1);
  });
  it('rejects anything that is not a dotted numeric version', () => {
    for (const bad of ['', ' ', 'v1.2', '1.2.3-beta', '1..2', '1.2.', '.1', '1.x', '-1', '1,2']) {
      expect(parseVersion(bad)).toBeNull();
      expect(() => compareVersions(bad, '1.0.0')).toThrow(RangeError);
      expect(() => compareVersions('1.0.0', bad)).toThrow(RangeError);
    }
  });
  it('is a total order: antisymmetric, reflexive and transitive', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) {
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
  it('agrees with comparing the numeric segments padded with zeros', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        const x = a.split('.').map(Number);
        const y = b.split('.').map(Number);
        let expected = 0;
        for (let i = 0; i < Math.max(x.length, y.length) && expected === 0; i++) {
          expected = Math.sign((x[i] ?? 0) - (y[i] ?? 0));
        }
        expect(compareVersions(a, b)).toBe(expected || 0);
        expect(compareVersions(a, `${a}.0`)).toBe(0);
      }),
    );
  });
});

describe('isOutdated (R4.74, R4.76 forced update)', () => {
  it('R4.74 is outdated when the installed version is lower than the minimum', () => {
    expect(isOutdated('1.9.0', '1.10.0')).toBe(true);
    expect(isOutdated('1.2', '1.2.1')).toBe(true);
  });
  it('R4.76 an equal or higher version is not outdated', () => {
    expect(isOutdated('1.10.0', '1.10.0')).toBe(false);
    expect(isOutdated('1.10', '1.10.0')).toBe(false);
    expect(isOutdated('1.10.1', '1.10.0')).toBe(false);
    expect(isOutdated('2.0.0', '1.99.0')).toBe(false);
  });
  it('fails open: no minimum or a malformed version never forces an update', () => {
    expect(isOutdated('1.0.0', null)).toBe(false);
    expect(isOutdated('1.0.0', undefined)).toBe(false);
    expect(isOutdated('1.0.0', '')).toBe(false);
    expect(isOutdated('1.0.0', '2.0.0-rc1')).toBe(false);
    expect(isOutdated(null, '2.0.0')).toBe(false);
    expect(isOutdated('dev', '2.0.0')).toBe(false);
  });
  it('matches compareVersions for every pair of valid versions', () => {
    fc.assert(
      fc.property(version, version, (installed, minimum) => {
        expect(isOutdated(installed, minimum)).toBe(compareVersions(installed, minimum) === -1);
      }),
    );
  });
});
