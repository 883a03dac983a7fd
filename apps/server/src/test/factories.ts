import type { TokenPair } from '@shred/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  username: string;
  tokens: TokenPair;
  auth: { authorization: string };
}

/** Register a user through the real API and return who they are and their tokens. */
export async function newUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; username?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const stamp = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const email = overrides.email ?? `rider${stamp}@example.com`;
  const password = overrides.password ?? 'correct-horse-battery';
  const username = overrides.username ?? `rider${stamp}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { credentials: { email, password, username } },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json<TokenPair>();
  const me = await app.inject({
    url: '/api/users/me/',
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  return {
    id: me.json<{ id: number }>().id,
    email,
    password,
    username,
    tokens,
    auth: { authorization: `Bearer ${tokens.access}` },
  };
}

/** The user id and token of the last password-reset link mailed to `email` (to the outbox). */
export async function latestResetLink(db: Db, email: string): Promise<{ uid: string; token: string }> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/reset-password\?uid=(\d+)&token=([\w-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link mailed to ${email}`);
  return { uid: match[1], token: match[2] };
}
