import type { TokenPair } from '@shred/contract';
import type { FastifyInstance } from 'fastify';

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
