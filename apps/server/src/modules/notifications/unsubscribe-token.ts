import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs and checks the token of an e-mail's unsubscribe link: only the server can make one. */
export interface UnsubscribeSigner {
  sign(userId: number, emailType: string): string;
  verify(userId: number, emailType: string, token: string): boolean;
}

/**
 * HMAC-SHA256 over the user's id and the e-mail kind, with a key derived from the app's JWT
 * secret for this one purpose: a link keeps working across restarts and server processes, a
 * token for one kind cannot switch off another, and no access token can pass for one.
 */
export function createUnsubscribeSigner(jwtSecret: Uint8Array): UnsubscribeSigner {
  const key = createHmac('sha256', jwtSecret).update('shred-league/email-unsubscribe/v1').digest();
  const mac = (userId: number, emailType: string): Buffer =>
    createHmac('sha256', key).update(`${userId}\n${emailType}`).digest();
  return {
    sign: (userId, emailType) => mac(userId, emailType).toString('base64url'),
    verify(userId, emailType, token) {
      const given = Buffer.from(token, 'base64url');
      const expected = mac(userId, emailType);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
