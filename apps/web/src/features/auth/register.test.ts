import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { errorMessage, OfflineError } from '../../api/index.ts';
import {
  buildUser,
  resetAuthWorld,
  restoreAuthWorld,
  stubAuthApi,
  tokenPair,
} from './auth-fixtures.testing.ts';
import { authStore, RegistrationError, register } from './index.ts';

const credentials = { email: 'new@rider.test', password: 'password1', username: 'newrider' };
const pair = tokenPair();
const user = buildUser({ email: credentials.email, username: credentials.username });

beforeEach(resetAuthWorld);
afterEach(restoreAuthWorld);

async function registerToEnd(input: Parameters<typeof register>[0] = { credentials }): Promise<unknown> {
  const done = register(input).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(200);
  return done;
}

function stubRegisterAnswer(answer: Response) {
  return stubAuthApi({
    'POST users/register/': answer,
    'POST users/token/': jsonResponse(200, pair),
    'GET users/me/': jsonResponse(200, user),
  });
}

describe('register', () => {
  it('logs the user in with the same credentials after 201 (R4.11, A13)', async () => {
    const api = stubRegisterAnswer(jsonResponse(201, pair));
    await expect(registerToEnd()).resolves.toEqual(user);
    expect(api.to('POST', 'users/token/')[0]?.body).toEqual({
      email: credentials.email,
      password: credentials.password,
    });
    expect(authStore.getState()).toMatchObject({ user, isAuthenticated: true });
  });

  it('sends credentials, inviterId and leagueSlug', async () => {
    const api = stubRegisterAnswer(jsonResponse(201, pair));
    await registerToEnd({ credentials, inviterId: 12, leagueSlug: 'crew' });
    expect(api.to('POST', 'users/register/')[0]?.body).toEqual({
      credentials,
      inviterId: 12,
      leagueSlug: 'crew',
    });
  });

  it('takes inviterId from local storage when not given', async () => {
    localStorage.setItem('inviterId', '42');
    const api = stubRegisterAnswer(jsonResponse(201, pair));
    await registerToEnd();
    expect(api.to('POST', 'users/register/')[0]?.body).toMatchObject({ inviterId: '42', leagueSlug: null });
  });

  it('ignores a stored inviterId that is not a numeric id', async () => {
    localStorage.setItem('inviterId', 'abc');
    const api = stubRegisterAnswer(jsonResponse(201, pair));
    await registerToEnd();
    expect(api.to('POST', 'users/register/')[0]?.body).toMatchObject({ inviterId: null });
  });

  it('fails on any status other than 201, without logging in (R5.01)', async () => {
    const api = stubRegisterAnswer(jsonResponse(200, pair));
    const error = await registerToEnd();
    expect(error).toBeInstanceOf(RegistrationError);
    expect(error).toMatchObject({ status: 200, message: 'Registration failed.' });
    expect(api.to('POST', 'users/token/')).toHaveLength(0);
  });

  it("shows the server's detail and maps per-field errors (R5.02, R8.06)", async () => {
    const detail = 'An account with this e-mail already exists. Log in or reset your password.';
    stubRegisterAnswer(
      jsonResponse(409, {
        detail,
        fields: {
          'credentials.email': [detail],
          'credentials.username': ['Taken.', 'Too plain.'],
          inviterId: ['x'],
        },
      }),
    );
    const error = await registerToEnd();
    expect(errorMessage(error)).toBe(detail);
    expect((error as RegistrationError).fieldErrors).toEqual({
      email: detail,
      username: 'Taken. Too plain.',
    });
  });

  it("shows 'Registration failed.' for an object body without detail (R5.03, R8.06)", async () => {
    stubRegisterAnswer(jsonResponse(400, { fields: { password: ['Use at least 8 characters.'] } }));
    const error = await registerToEnd();
    expect(errorMessage(error)).toBe('Registration failed.');
    expect((error as RegistrationError).fieldErrors).toEqual({ password: 'Use at least 8 characters.' });
  });

  it("shows 'Registration failed due to an unexpected error.' for a body that is not an object (R5.04, R8.06)", async () => {
    stubRegisterAnswer(
      new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(errorMessage(await registerToEnd())).toBe('Registration failed due to an unexpected error.');
  });

  it('treats a JSON array body as not an object (R5.04)', async () => {
    stubRegisterAnswer(jsonResponse(400, ['nope']));
    expect(errorMessage(await registerToEnd())).toBe('Registration failed due to an unexpected error.');
  });

  it('keeps the offline message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await registerToEnd()).toBeInstanceOf(OfflineError);
  });
});
