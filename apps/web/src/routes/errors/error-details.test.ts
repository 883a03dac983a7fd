import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { describeRouteError, isBotUserAgent } from './error-details.ts';

describe('error page details', () => {
  it('reads status and message from failed calls and plain errors', () => {
    expect(describeRouteError(new ApiError(503, { detail: 'Down for a bit.' }))).toEqual({
      statusCode: 503,
      message: 'Down for a bit.',
    });
    expect(describeRouteError(new Error('Kaboom'))).toEqual({ statusCode: 500, message: 'Kaboom' });
    expect(describeRouteError('???')).toEqual({ statusCode: 500, message: 'An unexpected error occurred.' });
  });

  it('recognises bots, which get no error page (R2.119)', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(false);
  });
});
