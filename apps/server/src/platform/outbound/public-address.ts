import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A CIDR range as ipaddr.js parses it. */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Whether the server may connect to `address` (an IPv4 or IPv6 literal): only ordinary
 * unicast addresses of the public internet, or one of the ranges the operator allowed. ipaddr.js
 * names every special range (loopback, RFC 1918, ULA, link-local, multicast, unspecified,
 * carrier-grade NAT, documentation, benchmarking, reserved, NAT64, 6to4, Teredo…): anything it
 * names is refused. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isAllowedAddress(address: string, allowed: readonly AddressRange[] = []): boolean {
  // Node's strict check: ipaddr.js also reads shorthands such as 2130706433 (127.0.0.1).
  if (!isIP(address)) return false;
  const parsed = ipaddr.process(address);
  if (allowed.some((range) => parsed.kind() === range[0].kind() && parsed.match(range))) return true;
  return parsed.range() === 'unicast';
}

/** Ranges written as addresses or CIDR (`127.0.0.1`, `10.0.0.0/8`); throws on anything else. */
export function parseAddressRanges(entries: readonly string[]): AddressRange[] {
  return entries.map((entry) => {
    if (!isIP(entry.split('/')[0] ?? '')) throw new Error(`${entry} is not an address or CIDR range`);
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const parsed = ipaddr.process(entry);
    return [parsed, parsed.kind() === 'ipv4' ? 32 : 128];
  });
}
