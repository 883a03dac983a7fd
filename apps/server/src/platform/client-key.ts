import { isIPv6 } from 'node:net';

/**
 * The client a rate limit counts, from its address: an IPv4 address, or the /64 network of an
 * IPv6 address. One subscriber is handed a whole /64 and can rotate through its addresses at
 * will, so counting single IPv6 addresses would give an attacker endless fresh counters.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const plain = ip
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
      [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((n) => n.toString(16)).join(':'),
    );
  const [head = '', tail] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((g) => Number.parseInt(g, 16).toString(16));
}
