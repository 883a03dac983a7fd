import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const POLICY = "default-src 'self'; script-src 'self'";

/** What Firefox sends to report-uri. */
const legacyReport = {
  'csp-report': {
    'document-uri': 'https://shred.example/manager',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': POLICY,
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 5,
    'source-file': 'https://shred.example/manager',
    'status-code': 200,
    'script-sample': 'alert(1)',
  },
};

/** What Chromium sends to the report-to endpoint: a batch. */
const reportingBatch = [
  {
    age: 3,
    type: 'csp-violation',
    url: 'https://shred.example/how-to',
    user_agent: 'Chromium',
    body: {
      documentURL: 'https://shred.example/how-to',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      originalPolicy: POLICY,
      disposition: 'enforce',
      statusCode: 200,
      referrer: '',
      sample: '',
    },
  },
];

function report(body: unknown, contentType: string, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/csp-reports/',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType },
    remoteAddress: ip,
  });
}

describe('POST csp-reports/ takes the browsers’ reports of what the policy blocked (issue 11.4)', () => {
  it('accepts a report-uri report (application/csp-report) and logs it as a warning', async () => {
    // The test app logs nowhere: its no-op logger is one object, shared by every request.
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await report(legacyReport, 'application/csp-report');
    expect(res.statusCode, res.body).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      {
        cspViolations: [
          {
            document: 'https://shred.example/manager',
            directive: 'script-src-elem',
            blocked: 'inline',
            source: 'https://shred.example/manager:12:5',
            sample: 'alert(1)',
            disposition: 'enforce',
          },
        ],
      },
      'content security policy violation',
    );
  });

  it('accepts a Reporting API batch (application/reports+json) and logs each report', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await report(reportingBatch, 'application/reports+json', '203.0.113.8');
    expect(res.statusCode, res.body).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      {
        cspViolations: [
          {
            document: 'https://shred.example/how-to',
            directive: 'script-src-elem',
            blocked: 'https://evil.example/x.js',
            source: undefined,
            sample: '',
            disposition: 'enforce',
          },
        ],
      },
      'content security policy violation',
    );
  });

  it('refuses what is not a report: another shape, another media type, a large body', async () => {
    const ip = '203.0.113.9';
    const shape = await report({ hello: 'world' }, 'application/csp-report', ip);
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toHaveProperty('detail');
    expect((await report('not json', 'application/reports+json', ip)).statusCode).toBe(400);
    expect((await report('hello', 'text/plain', ip)).statusCode).toBe(415);
    const padded = [{ ...reportingBatch[0], user_agent: 'x'.repeat(70 * 1024) }];
    const large = await report(padded, 'application/reports+json', ip);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('takes 60 reports a minute from one client (an IPv6 /64 counts as one), then answers 429 to it alone', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 60; i++) {
      expect((await report(legacyReport, 'application/csp-report', ip)).statusCode).toBe(204);
    }
    const over = await report(legacyReport, 'application/csp-report', ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await report(legacyReport, 'application/csp-report', '198.51.100.21')).statusCode).toBe(204);
    t.clock.advance(60_000);
    expect((await report(legacyReport, 'application/csp-report', ip)).statusCode).toBe(204);

    for (let i = 0; i < 60; i++) {
      const rotated = `2001:db8:5:7::${(i + 1).toString(16)}`;
      expect((await report(legacyReport, 'application/csp-report', rotated)).statusCode).toBe(204);
    }
    expect((await report(legacyReport, 'application/csp-report', '2001:db8:5:7::ffff')).statusCode).toBe(429);
  });
});
