import { promises as dns, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { type AddressRange, isAllowedAddress } from './public-address.ts';

/** Every address a host name resolves to; node's dns.lookup with `all: true` by default. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: HostResolver = (hostname) => dns.lookup(hostname, { all: true });

/** The destination is not on the public internet (nor in a range the operator allowed). */
export class OutboundRefused extends Error {
  constructor(hostname: string) {
    super(`${hostname} is not a public internet address`);
    this.name = 'OutboundRefused';
  }
}

/** Whether `error`, or an error it was wrapped around (fetch wraps them in `cause`), is a refusal. */
export function isOutboundRefused(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof OutboundRefused) return true;
  return false;
}

export interface OutboundGuard {
  /** The host's addresses once every one is allowed; throws OutboundRefused if any is not. */
  resolve(hostname: string): Promise<LookupAddress[]>;
  /** fetch whose every connection (redirects too) goes to an address `resolve` just allowed. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** A node agent for SDKs that take one (Stripe): its connections are held to the same rule. */
  nodeAgent(protocol: 'http' | 'https'): http.Agent;
}

/**
 * The one way out of this server to an address on the network: push services, FCM, Stripe,
 * SMTP, results feeds. An address a client or staff can name could otherwise point the server
 * at its own network (127.0.0.1, 169.254.169.254, 10.0.0.0/8), so each connection resolves
 * the host once, refuses unless every address is public, and connects to the address it checked:
 * a second resolution (DNS rebinding) never gets the chance to swap it.
 */
export function createOutboundGuard(
  options: { resolve?: HostResolver; allowed?: readonly AddressRange[] } = {},
): OutboundGuard {
  const resolveHost = options.resolve ?? systemResolver;
  const allowed = options.allowed ?? [];

  async function resolve(name: string): Promise<LookupAddress[]> {
    const hostname = name.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(hostname);
    const addresses = family ? [{ address: hostname, family }] : await resolveHost(hostname);
    if (addresses.length === 0 || !addresses.every((a) => isAllowedAddress(a.address, allowed)))
      throw new OutboundRefused(hostname);
    return addresses;
  }

  // Sockets call this for a host name; an address literal skips it, so connect checks those.
  const lookup = ((hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const [first] = addresses as [LookupAddress];
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, '', 0),
    );
  }) as LookupFunction;

  const connector = buildConnector({ lookup });
  const dispatcher = new Agent({
    connect: (connectOptions, callback) => {
      const literal = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(literal) && !isAllowedAddress(literal, allowed)) {
        callback(new OutboundRefused(literal), null);
        return;
      }
      connector(connectOptions, callback);
    },
  });

  return {
    resolve,
    async fetch(url, init) {
      // undici's own fetch, so that its Agent is the one it understands.
      return (await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher,
      })) as unknown as Response;
    },
    nodeAgent(protocol) {
      const Base = protocol === 'https' ? https.Agent : http.Agent;
      return new (class extends Base {
        override createConnection(
          connectOptions: http.ClientRequestArgs,
          callback: (error: Error | null, socket?: Duplex) => void,
        ) {
          const literal = (connectOptions.host ?? '').replace(/^\[(.*)\]$/, '$1');
          if (isIP(literal) && !isAllowedAddress(literal, allowed)) {
            callback(new OutboundRefused(literal));
            return undefined;
          }
          return super.createConnection(connectOptions, callback);
        }
      })({ keepAlive: true, lookup });
    },
  };
}
