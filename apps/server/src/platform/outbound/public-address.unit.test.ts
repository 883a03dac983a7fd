import { describe, expect, it } from 'vitest';
import { isAllowedAddress, parseAddressRanges } from './public-address.ts';

describe('isAllowedAddress: only the public internet is reached from the server (issue 27.2)', () => {
  it('allows ordinary public IPv4 and IPv6 unicast addresses', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '142.250.74.46',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
    ])
      expect(isAllowedAddress(address), address).toBe(true);
  });

  it.each([
    ['loopback', ['127.0.0.1', '127.255.0.9', '::1']],
    ['private (RFC 1918)', ['10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1']],
    ['unique local (ULA)', ['fc00::1', 'fd12:3456::1']],
    ['link-local (cloud metadata)', ['169.254.169.254', 'fe80::1']],
    ['multicast and broadcast', ['224.0.0.1', '239.1.2.3', 'ff02::1', '255.255.255.255']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    ['carrier-grade NAT', ['100.64.0.1', '100.127.255.254']],
    [
      'documentation and benchmarking',
      ['192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '2001:db8::1'],
    ],
    ['reserved', ['240.0.0.1', '192.0.0.8']],
    [
      'IPv4-mapped IPv6 of an inside address',
      ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
    ],
    ['IPv4 embedded by NAT64, 6to4 and Teredo', ['64:ff9b::7f00:1', '2002:7f00:1::1', '2001::1']],
  ])('refuses %s', (_name, addresses) => {
    for (const address of addresses) expect(isAllowedAddress(address), address).toBe(false);
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(isAllowedAddress('::ffff:1.1.1.1')).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    for (const text of ['', 'localhost', '1.2.3', '::g', '2130706433'])
      expect(isAllowedAddress(text), text).toBe(false);
  });

  it('allows inside addresses only within the ranges the operator named', () => {
    const allowed = parseAddressRanges(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(isAllowedAddress('127.0.0.1', allowed)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', allowed)).toBe(true);
    expect(isAllowedAddress('10.1.200.3', allowed)).toBe(true);
    expect(isAllowedAddress('fd00::5', allowed)).toBe(true);
    expect(isAllowedAddress('127.0.0.2', allowed)).toBe(false);
    expect(isAllowedAddress('10.2.0.1', allowed)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', allowed)).toBe(false);
  });

  it('refuses a range list with something else in it', () => {
    expect(() => parseAddressRanges(['10.0.0.0/33'])).toThrow();
    expect(() => parseAddressRanges(['example.com'])).toThrow();
  });
});
