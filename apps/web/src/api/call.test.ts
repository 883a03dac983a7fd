import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth } from './api-auth.ts';
import { ApiError } from './api-error.ts';
import { call } from './call.ts';
import { jsonResponse, stubApi } from './fetch-stub.testing.ts';
import { setActiveGameMode } from './game-mode-param.ts';

const onMissingToken = vi.fn();
const profile = {
  id: 3,
  username: 'kai',
  first_name: 'Kai',
  last_name: 'L',
  profile_image: null,
  is_verified: false,
  level: { name: 'Grom' },
  profile_type: { type: 'manager' },
  follow_status: { following: false },
  followers_count: 0,
  following_count: 0,
  date_joined: '2024-01-01',
};

beforeEach(() => configureApiAuth({ getAccessToken: () => undefined, onMissingToken }));

afterEach(() => {
  vi.unstubAllGlobals();
  setActiveGameMode(null);
  onMissingToken.mockReset();
});

describe('call', () => {
  it('fills path parameters and returns the answer (R7.01)', async () => {
    const api = stubApi({
      'GET users/public-profile/3/': jsonResponse(200, profile),
    });
    const result = await call('publicProfile', { params: { id: 3 } });
    expect(result).toEqual(profile);
    expect(api.requests[0]?.url).toBe('/api/users/public-profile/3/');
  });

  it('adds the active game mode (R7.02)', async () => {
    setActiveGameMode('quickplay');
    const api = stubApi({ 'GET health/': jsonResponse(200, { status: 'ok' }) });
    await call('health');
    expect(api.requests[0]?.query.get('game_mode')).toBe('quickplay');
  });

  it('requires a token on user routes and logs out without one (R4.18, R8.08)', async () => {
    const api = stubApi();
    await expect(call('me')).rejects.toThrow('No auth token found');
    expect(onMissingToken).toHaveBeenCalledOnce();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token on user routes (R7.04)', async () => {
    configureApiAuth({ getAccessToken: () => 'tok', onMissingToken });
    const api = stubApi({ 'DELETE users/delete-account/': new Response(null, { status: 204 }) });
    await expect(call('deleteAccount')).resolves.toBeUndefined();
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends a token handed to it, once the session dropped its own, without logging out', async () => {
    const api = stubApi({ 'DELETE notifications/push/': new Response(null, { status: 204 }) });
    await call('pushUnsubscribe', { query: { fcm_token: 'device' }, accessToken: 'leaving' });
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer leaving');
    expect(onMissingToken).not.toHaveBeenCalled();
  });

  it('calls public routes without a token for anonymous visitors (R7.04)', async () => {
    const api = stubApi({ 'POST users/token/': jsonResponse(200, { access: 'a', refresh: 'r' }) });
    await call('token', { body: { email: 'a@b.c', password: 'pw' } });
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
    expect(api.requests[0]?.body).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('rejects a success status the route does not declare', async () => {
    stubApi({ 'POST users/register/': jsonResponse(200, { access: 'a', refresh: 'r' }) });
    const error = await call('register', {
      body: { credentials: { email: 'a@b.c', password: 'password1' } },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200 });
  });
});
