import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { errorMessage } from '../../api/index.ts';
import {
  buildUser,
  resetAuthWorld,
  restoreAuthWorld,
  seedTokens,
  stubAuthApi,
  tokenPair,
} from './auth-fixtures.testing.ts';
import { authStore, fetchUser, refreshUser, setUser } from './index.ts';

beforeEach(() => {
  resetAuthWorld();
  seedTokens({ access: tokenPair().access, refresh: 'refresh-1' });
  authStore.setState({ user: buildUser({ first_name: 'Old' }), isAuthenticated: true, isInitialized: true });
});
afterEach(restoreAuthWorld);

describe('current user', () => {
  it('refreshUser reloads users/me/ into the store', async () => {
    const fresh = buildUser({ first_name: 'New' });
    stubAuthApi({ 'GET users/me/': jsonResponse(200, fresh) });
    await expect(refreshUser()).resolves.toEqual(fresh);
    expect(authStore.getState().user).toEqual(fresh);
  });

  it('setUser replaces the stored user', () => {
    const updated = buildUser({ username: 'renamed' });
    setUser(updated);
    expect(authStore.getState()).toMatchObject({ user: updated, isAuthenticated: true });
  });

  it("prefixes a failure with 'Failed to fetch user: ' (R8.07)", async () => {
    stubAuthApi({ 'GET users/me/': jsonResponse(401, { detail: 'x' }) });
    const error = await fetchUser().catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe('Failed to fetch user: You need to be logged in to do this.');
    expect(error).toMatchObject({ status: 401 });
  });

  it("says 'No auth token found' in the failure when there is no token (R8.07, R8.08)", async () => {
    Cookies.remove('access_token', { path: '/' });
    stubAuthApi();
    await expect(fetchUser()).rejects.toThrow('Failed to fetch user: No auth token found');
  });
});
