import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { notFoundLoader } from './not-found.ts';
import { describeRouteError, isBotUserAgent } from './error-details.ts';

const thrownBy = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('error page details', () => {
  it("an unmatched route is a 404 'Page Not Found' plus the path (R2.114)", () => {
    const request = new Request('https://shredleague.app/no/such/page?x=1');
    const thrown = thrownBy(() => notFoundLoader({ request, params: {}, context: {}, unstable_pattern: '' }));
    expect(thrown).toMatchObject({ init: { status: 404 }, data: 'Page Not Found: /no/such/page' });
  });

  it('reads status and message from failed calls and plain errors', () => {
    expect(describeRouteError(new ApiError(503, { detail: 'Down for a bit.' }))).toEqual({
      statusCode: 503,
      message: 'Down for a bit.',
    });
    expect(describeRouteError(new Error('Kaboom'))).toEqual({ statusCode: 500, message: 'Kaboom' });
    expect(describeRouteError('???')).toEqual({ statusCode: 500, message: 'An unexpected error occurred.' });
  });

  it('recognises bots, which get no error page (R2.119)', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(false);
  });
});
