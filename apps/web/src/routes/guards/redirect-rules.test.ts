import { describe, expect, it } from 'vitest';
import { redirectTarget, stripAppPrefix, userPathAlias } from './redirect-rules.ts';

const ORIGIN = 'https://shredleague.app';
const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('/redirect (spec §2 Redirects)', () => {
  it('goes to an internal url (R2.93)', () => {
    expect(redirectTarget('?url=/manager/market', ORIGIN)).toBe('/manager/market');
  });

  it('keeps the other query parameters on the target (R2.94)', () => {
    expect(redirectTarget('?url=%2Fmanager%2Fleagues%3Ftab%3Dmine&inviterId=7&utm=mail', ORIGIN)).toBe(
      '/manager/leagues?tab=mine&inviterId=7&utm=mail',
    );
  });

  it('goes to /manager without a url (R2.95)', () => {
    expect(redirectTarget('', ORIGIN)).toBe('/manager');
  });

  it('follows full urls of its own origin but refuses other sites (A9)', () => {
    expect(redirectTarget(`?url=${encodeURIComponent(`${ORIGIN}/profile/kai#stats`)}`, ORIGIN)).toBe(
      '/profile/kai#stats',
    );
    expect(redirectTarget('?url=https%3A%2F%2Fevil.example%2Fphish', ORIGIN)).toBe('/manager');
    expect(redirectTarget('?url=%2F%2Fevil.example%2Fphish', ORIGIN)).toBe('/manager');
    expect(redirectTarget('?url=javascript%3Aalert(1)', ORIGIN)).toBe('/manager');
  });
});

describe('/app prefix (R2.96, R2.97, A9)', () => {
  it('removes /app and keeps query and hash (R2.96)', () => {
    expect(stripAppPrefix(at('/app/manager/market?tab=alerts#top'))).toBe('/manager/market?tab=alerts#top');
  });

  it('sends /app to / (R2.97)', () => {
    expect(stripAppPrefix(at('/app'))).toBe('/');
    expect(stripAppPrefix(at('/app/'))).toBe('/');
  });
});

describe('/user aliases (R2.98, A3)', () => {
  it('sends /user/search to /search (R2.98)', () => {
    expect(userPathAlias(at('/user/search?query=kai'))).toBe('/search?query=kai');
  });

  it('sends /user/settings/* to /settings/* (R2.22, A3)', () => {
    expect(userPathAlias(at('/user/settings/notifications'))).toBe('/settings/notifications');
    expect(userPathAlias(at('/user/settings'))).toBe('/settings');
  });

  it('leaves other /user paths alone', () => {
    expect(userPathAlias(at('/user/someone'))).toBeNull();
  });
});
