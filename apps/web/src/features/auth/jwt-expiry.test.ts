import { describe, expect, it } from 'vitest';
import { makeJwt } from './auth-fixtures.testing.ts';
import { decodeJwtExpiry, msUntilExpiry } from './jwt-expiry.ts';

const segment = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('decodeJwtExpiry', () => {
  it('reads the exp claim in unix seconds (R3.09)', () => {
    expect(decodeJwtExpiry(`${segment({ alg: 'HS256' })}.${segment({ exp: 1_900_000_000 })}.sig`)).toBe(
      1_900_000_000,
    );
  });

  it('decodes base64url payloads that need - and _ and no padding', () => {
    // '?>' and '~~' encode to '/' and '+' in plain base64, so this payload exercises both swaps.
    const payload = segment({ exp: 42, note: '?>?>~~~' });
    expect(payload).toMatch(/[-_]/);
    expect(decodeJwtExpiry(`h.${payload}.s`)).toBe(42);
  });

  it('decodes UTF-8 claims', () => {
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Zoë', exp: 5 }))),
    );
    expect(decodeJwtExpiry(`h.${payload.replace(/=+$/, '')}.s`)).toBe(5);
  });

  it.each([
    ['an opaque string', 'not-a-jwt'],
    ['two segments', 'a.b'],
    ['a payload that is not base64', 'h.***.s'],
    ['a payload that is not JSON', `h.${btoa('hello')}.s`],
    ['a payload without exp', `h.${segment({ sub: '1' })}.s`],
    ['a non-numeric exp', `h.${segment({ exp: 'soon' })}.s`],
    ['a JSON array payload', `h.${segment([1])}.s`],
  ])('gives null for %s', (_, token) => {
    expect(decodeJwtExpiry(token)).toBeNull();
  });
});

describe('msUntilExpiry', () => {
  it('gives the time left', () => {
    const now = 1_700_000_000_000;
    expect(msUntilExpiry(makeJwt(300, now), now)).toBe(300_000);
    expect(msUntilExpiry(makeJwt(-10, now), now)).toBe(-10_000);
  });

  it('treats an unreadable token as expired', () => {
    expect(msUntilExpiry('garbage')).toBe(0);
  });
});
