import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../features/auth/auth-store.ts';
import { buildUser } from '../testing/fixtures.ts';
import { clearCacheOnUserChange } from './user-cache.ts';

const signIn = (id: number) =>
  authStore.setState({ user: buildUser({ id }), isAuthenticated: true, isInitialized: true });

describe('the query cache across users', () => {
  afterEach(() => {
    authStore.setState(INITIAL_AUTH_STATE, true);
    localStorage.clear();
  });

  it('is cleared when another user signs in, and the anonymous id is kept (R9.31, A14)', () => {
    localStorage.setItem('anonymousId', 'anon_keep');
    signIn(1);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['my-teams'], ['team of user 1']);
    const stop = clearCacheOnUserChange(queryClient);

    signIn(1);
    expect(queryClient.getQueryData(['my-teams'])).toEqual(['team of user 1']);

    signIn(2);
    expect(queryClient.getQueryData(['my-teams'])).toBeUndefined();
    expect(localStorage.getItem('anonymousId')).toBe('anon_keep');
    stop();
  });
});
