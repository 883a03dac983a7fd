import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { isAllowedAddress } from './platform/outbound/public-address.ts';

describe('loadConfig: deadlines, stream and upload limits, outbound ranges (issue 27.2, 27.3)', () => {
  it('defaults to production limits: 10 s for headers, 60 s for a request, 200 streams an address, 10 a user, 30 uploads an hour, no inside address reachable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      liveMaxStreamsPerAddress: 200,
      liveMaxStreamsPerUser: 10,
      uploadsPerHour: 30,
      outboundAllowed: [],
    });
  });

  it('reads the ranges outbound calls may reach besides the public internet', () => {
    const { outboundAllowed } = loadConfig({ OUTBOUND_ALLOW: '10.0.0.25, 192.168.1.0/24,fd00::/8' });
    expect(isAllowedAddress('10.0.0.25', outboundAllowed)).toBe(true);
    expect(isAllowedAddress('192.168.1.77', outboundAllowed)).toBe(true);
    expect(isAllowedAddress('10.0.0.26', outboundAllowed)).toBe(false);
  });

  it.each(['lan.internal', '10.0.0.0/33', '10.0.0.5,', '2130706433'])(
    'refuses OUTBOUND_ALLOW=%s',
    (value) => {
      expect(() => loadConfig({ OUTBOUND_ALLOW: value })).toThrow(
        /OUTBOUND_ALLOW: list addresses or CIDR ranges/,
      );
    },
  );

  it('refuses a headers deadline longer than the whole request’s, which node would not start with', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '70000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '200', REQUEST_TIMEOUT_MS: '400' })).toMatchObject({
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
    });
  });
});
