import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_MESSAGES, errorMessage, errorTitle, OfflineError } from './api-error.ts';

describe('ApiError messages', () => {
  it("gives 'You need to be logged in to do this.' for 401, whatever the body says (R8.01)", () => {
    const error = new ApiError(401, { detail: 'Token expired' });
    expect(error.message).toBe('You need to be logged in to do this.');
    expect(errorMessage(error)).toBe('You need to be logged in to do this.');
  });

  it('takes detail before error before message (R8.02, A26)', () => {
    expect(new ApiError(400, { detail: 'd', error: 'e', message: 'm' }).message).toBe('d');
    expect(new ApiError(400, { error: 'e', message: 'm' }).message).toBe('e');
    expect(new ApiError(500, { message: 'm' }).message).toBe('m');
  });

  it("falls back to 'An error occurred while processing the request.' (R8.03)", () => {
    expect(new ApiError(500, undefined).message).toBe('An error occurred while processing the request.');
    expect(new ApiError(400, { detail: '' }).message).toBe('An error occurred while processing the request.');
    expect(new ApiError(502, 'Bad gateway').message).toBe('An error occurred while processing the request.');
  });

  it("titles the toast with the body's title, else 'Error' (R8.04)", () => {
    expect(errorTitle(new ApiError(409, { detail: 'x', title: 'Listing sold' }))).toBe('Listing sold');
    expect(errorTitle(new ApiError(409, { detail: 'x' }))).toBe('Error');
    expect(errorTitle(new Error('boom'))).toBe('Error');
  });

  it("gives 'An unexpected error occurred.' for anything that is not a call failure (R8.05)", () => {
    expect(errorMessage(new Error('boom'))).toBe('An unexpected error occurred.');
    expect(errorMessage('text')).toBe('An unexpected error occurred.');
    expect(errorMessage(undefined)).toBe('An unexpected error occurred.');
  });

  it('keeps status, body and per-field errors', () => {
    const body = {
      detail: 'Invalid',
      fields: { 'credentials.email': ['Taken'], password: 'Too short', n: [1] },
    };
    const error = new ApiError(400, body);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.body).toBe(body);
    expect(error.fields).toEqual({ 'credentials.email': ['Taken'], password: ['Too short'] });
  });

  it('has a clear offline message with status 0', () => {
    const error = new OfflineError(new TypeError('Failed to fetch'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(errorMessage(error)).toBe(ERROR_MESSAGES.offline);
    expect(errorTitle(error)).toBe('Offline');
  });
});
