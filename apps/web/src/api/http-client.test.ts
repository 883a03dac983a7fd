import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth, NO_TOKEN_MESSAGE } from './api-auth.ts';
import { ApiError, ERROR_MESSAGES, OfflineError } from './api-error.ts';
import { jsonResponse, stubApi } from './fetch-stub.testing.ts';
import { http, RETRYABLE_GET_STATUSES, request, send } from './http-client.ts';

const onMissingToken = vi.fn();

function signedIn(token: string | undefined): void {
  configureApiAuth({ getAccessToken: () => token, onMissingToken });
}

beforeEach(() => signedIn(undefined));

afterEach(() => {
  vi.unstubAllGlobals();
  onMissingToken.mockReset();
});

describe('request bodies (R7.03)', () => {
  it('sends JSON with a JSON content type', async () => {
    const api = stubApi({ 'POST users/connections/follow/': jsonResponse(200, { following: true }) });
    await http.post('users/connections/follow/', { target_user_id: 3 });
    const [sent] = api.requests;
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.body).toEqual({ target_user_id: 3 });
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const api = stubApi({
      'POST users/profile-image/': jsonResponse(200, { profile_image: '/media/a.png' }),
    });
    const form = new FormData();
    form.append('profile_image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await http.post('users/profile-image/', form);
    expect(api.requests[0]?.body).toBe(form);
    expect(api.requests[0]?.headers.has('content-type')).toBe(false);
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const api = stubApi({ 'GET users/me/': jsonResponse(200, {}) });
    await http.get('users/me/');
    expect(api.requests[0]?.body).toBeUndefined();
    expect(api.requests[0]?.headers.has('content-type')).toBe(false);
  });
});

describe('authorization (R7.04)', () => {
  it('sends a Bearer token for a signed-in user', async () => {
    signedIn('tok-123');
    const api = stubApi({ 'GET core/search/': jsonResponse(200, {}) });
    await http.get('core/search/');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('sends a plain request for an anonymous visitor', async () => {
    const api = stubApi({ 'GET core/search/': jsonResponse(200, {}) });
    await http.get('core/search/');
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it("throws 'No auth token found' and logs out when a call needs a token and has none (R4.18, R8.08)", async () => {
    const api = stubApi();
    await expect(send('GET', 'users/me/', { auth: 'required' })).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(NO_TOKEN_MESSAGE).toBe('No auth token found');
    expect(onMissingToken).toHaveBeenCalledOnce();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('methods (R7.05)', () => {
  it.each([
    ['get', 'GET'],
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['delete', 'DELETE'],
  ] as const)('http.%s sends %s', async (helper, method) => {
    const api = stubApi({ [`${method} notifications/`]: jsonResponse(200, { ok: true }) });
    await expect(http[helper]('notifications/')).resolves.toEqual({ ok: true });
    expect(api.requests[0]?.method).toBe(method);
  });

  it("refuses any other method with 'Unsupported method: X'", async () => {
    const api = stubApi();
    await expect(request('HEAD', 'users/me/')).rejects.toThrow('Unsupported method: HEAD');
    await expect(request('OPTIONS', 'users/me/')).rejects.toThrow('Unsupported method: OPTIONS');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a lower-case method name', async () => {
    const api = stubApi({ 'PATCH notifications/': jsonResponse(200, {}) });
    await request('patch', 'notifications/', { body: { notification_id: 1 } });
    expect(api.requests[0]?.method).toBe('PATCH');
  });
});

describe('answers (R7.06)', () => {
  it('gives undefined for 204', async () => {
    stubApi({ 'DELETE notifications/': new Response(null, { status: 204 }) });
    await expect(http.delete('notifications/', { query: { notification_id: 4 } })).resolves.toBeUndefined();
  });

  it('gives undefined for a non-JSON answer', async () => {
    stubApi({
      'GET content/news/1': new Response('# Title', {
        status: 200,
        headers: { 'content-type': 'text/markdown' },
      }),
    });
    await expect(http.get('content/news/1')).resolves.toBeUndefined();
  });

  it('gives undefined for an empty or malformed JSON answer', async () => {
    const broken = new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } });
    stubApi({
      'GET a/': new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
      'GET b/': broken,
    });
    await expect(http.get('a/')).resolves.toBeUndefined();
    await expect(http.get('b/')).resolves.toBeUndefined();
  });

  it('parses JSON, including problem+json', async () => {
    const problem = new Response('{"x":1}', {
      status: 200,
      headers: { 'content-type': 'application/problem+json' },
    });
    stubApi({ 'GET x/': problem });
    await expect(http.get('x/')).resolves.toEqual({ x: 1 });
  });
});

describe('retries', () => {
  it('retries on exactly the statuses 408, 409, 425, 429, 500, 502, 503, 504 (R7.07)', () => {
    expect([...RETRYABLE_GET_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([...RETRYABLE_GET_STATUSES])('retries a failed GET once on %i (R7.07)', async (status) => {
    const api = stubApi({
      'GET events/': [jsonResponse(status, { detail: 'busy' }), jsonResponse(200, [1])],
    });
    await expect(http.get('events/')).resolves.toEqual([1]);
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a failed GET only once and then throws the second failure (R7.07)', async () => {
    const api = stubApi({
      'GET events/': [jsonResponse(503, { detail: 'first' }), jsonResponse(503, { detail: 'second' })],
    });
    await expect(http.get('events/')).rejects.toMatchObject({ status: 503, message: 'second' });
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 422, 501, 505])(
    'does not retry a GET failing with %i (R7.08)',
    async (status) => {
      const api = stubApi({ 'GET events/': jsonResponse(status, { detail: 'no' }) });
      await expect(http.get('events/')).rejects.toBeInstanceOf(ApiError);
      expect(api.fetchMock).toHaveBeenCalledOnce();
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s (R7.09)', async (method) => {
    const api = stubApi({ [`${method} notifications/`]: jsonResponse(503, { detail: 'busy' }) });
    await expect(request(method, 'notifications/', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(api.fetchMock).toHaveBeenCalledOnce();
  });
});

describe('errors (R7.10)', () => {
  it.each([400, 404, 418, 499, 500, 599])('treats %i as an error', async (status) => {
    stubApi({ 'POST x/': jsonResponse(status, { detail: 'Nope' }) });
    const error = await http.post('x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body: { detail: 'Nope' } });
  });

  it.each([200, 201, 202])('treats %i as success', async (status) => {
    stubApi({ 'POST x/': jsonResponse(status, { ok: 1 }) });
    await expect(http.post('x/')).resolves.toEqual({ ok: 1 });
  });

  it('reads the message of an error answer (R8.02)', async () => {
    stubApi({ 'POST users/forgot-password/': jsonResponse(429, { detail: 'Too many attempts.' }) });
    await expect(http.post('users/forgot-password/', { email: 'a@b.c' })).rejects.toThrow(
      'Too many attempts.',
    );
  });

  it('turns a network failure into an OfflineError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await http.get('users/me/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toMatchObject({ status: 0, message: ERROR_MESSAGES.offline });
  });

  it('lets a cancelled call reject with its AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(http.get('users/me/', { signal: controller.signal })).rejects.toBe(abort);
  });
});
