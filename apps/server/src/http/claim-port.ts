import { createServer } from 'node:net';

export interface PortClaim {
  port: number;
  /** Options for the app's own listen on the claimed port. */
  listenOptions: { port: number; host: string; reusePort?: boolean };
  release(): Promise<void>;
}

/**
 * PORT=0 asks the system for a free port. It is claimed before the app is built, so that the
 * default PUBLIC_URL (reset links, mail) can name it and whoever started the server reads it
 * from the ready line: no port is chosen, let go and bound again by someone else in between.
 * The claim and the app's listener share the port (SO_REUSEPORT) until the app listens.
 */
export async function claimPort(port: number, host: string): Promise<PortClaim> {
  if (port !== 0) return { port, listenOptions: { port, host }, release: async () => {} };
  const claim = createServer();
  await new Promise<void>((resolve, reject) => {
    claim.once('error', reject);
    claim.listen({ port: 0, host, reusePort: true }, resolve);
  });
  const address = claim.address();
  if (typeof address !== 'object' || !address) throw new Error('no port was given');
  return {
    port: address.port,
    listenOptions: { port: address.port, host, reusePort: true },
    release: () => new Promise((resolve) => claim.close(() => resolve())),
  };
}
