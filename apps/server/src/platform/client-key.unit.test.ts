import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey: the client a rate limit counts (issue 11.3)', () => {
  it('counts an IPv4 address as itself, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:1:2:3', '2001:db8:1:2:0:0:0:9%eth0'].map(
      clientKey,
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(keys[0]);
  });

  it('expands a shortened address and a trailing dotted quad before taking the /64', () => {
    expect(clientKey('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
