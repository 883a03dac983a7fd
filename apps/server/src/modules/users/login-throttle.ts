import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { clientKey } from '../../platform/client-key.ts';
import type { Backoff, Throttle } from '../../platform/throttle.ts';

/**
 * Per (account, client): five tries, then waits of 1 s, 2 s, 4 s … up to 15 minutes between
 * tries, forgotten after a day without one. An owner who mistypes waits seconds; one address
 * guessing a password gets 17 tries in its first hour and 4 an hour after that.
 */
export const PAIR_BACKOFF: Backoff = {
  freeAttempts: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};
/** Failed logins per client and hour, over every account: one address spraying many accounts. */
export const CLIENT_FAILURES_PER_HOUR = 100;
/**
 * Tries per account and hour from clients that have not logged in to it lately. Above what one
 * client's back-off allows in an hour (17), so a single attacker never reaches it.
 */
export const ACCOUNT_TRIES_PER_HOUR = 50;
/** How long a client that logged in to an account (or reset its password) counts as the owner's. */
export const KNOWN_CLIENT_SECONDS = 90 * 24 * 60 * 60;
const HOUR = 60 * 60;
/** How long throttle rows matter: no window or back-off outlasts a day, a known client 90 days. */
export const THROTTLE_AGES = {
  countersSeconds: PAIR_BACKOFF.forgetAfterSeconds,
  marksSeconds: KNOWN_CLIENT_SECONDS,
};

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Who may try a password, and how often (issue 11.3; OWASP Authentication Cheat Sheet; ASVS 6.3).
 * The lock is never on the account alone, which would hand anyone who knows an e-mail the power
 * to lock its owner out: an attacker's failures slow the (account, attacker's client) pair and
 * the attacker's client. What stops guessing from many rotating addresses is an hourly ceiling
 * per account, and it applies only to clients that have not logged in to the account lately:
 * the owner's usual devices keep getting in while it is reached, and an owner on a new address
 * gets in by resetting the password from their mailbox, which makes that address known.
 * The ceiling is refused before anything is counted or checked, so a refused try reveals nothing.
 */
export function createLoginThrottle(throttle: Throttle) {
  const keys = (email: string, ip: string) => {
    const account = hashOpaqueToken(email);
    const client = clientKey(ip);
    return {
      client: `login-client:${client}`,
      pair: `login-pair:${account}:${client}`,
      known: `login-known:${account}:${client}`,
      account: `login-account:${account}`,
    };
  };

  /** The client proved it holds the account (a login, a reset link): no back-off, past the ceiling. */
  async function trust(email: string, ip: string): Promise<void> {
    const key = keys(email, ip);
    await throttle.clear(key.pair);
    await throttle.mark(key.known);
  }

  return {
    trust,
    /** Let a login try go ahead, or throw 429 with the wait; then report how it went. */
    async begin(email: string, ip: string): Promise<LoginAttempt> {
      const key = keys(email, ip);
      await throttle.check(key.client, CLIENT_FAILURES_PER_HOUR, HOUR);
      const known = await throttle.markedWithin(key.known, KNOWN_CLIENT_SECONDS);
      if (!known) await throttle.check(key.account, ACCOUNT_TRIES_PER_HOUR, HOUR);
      await throttle.claim(key.pair, PAIR_BACKOFF);
      if (!known) await throttle.hit(key.account, ACCOUNT_TRIES_PER_HOUR, HOUR);
      return {
        // Counted without refusing this answer: the wrong password hears 401, the next try 429.
        failed: () => throttle.hit(key.client, Number.POSITIVE_INFINITY, HOUR),
        succeeded: () => trust(email, ip),
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
