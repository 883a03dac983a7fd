import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { type RouteDef, routePath } from './route.ts';
import { routes } from './routes.ts';

describe('contract route list (R7.01)', () => {
  it('gives every endpoint a route with a schema under exactly its success status', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, route] of Object.entries(routes) as Array<[string, RouteDef]>) {
      expect(Object.keys(route.response).map(Number), name).toEqual([route.status]);
      expect(route.response[route.status] === null, name).toBe(route.status === 204);
    }
  });

  it('declares every route under admin/ staff-only, so a new staff tool cannot be left open (R6.20)', () => {
    const underAdmin = Object.entries(routes).filter(([, route]) => route.path.startsWith('admin/'));
    expect(underAdmin.length).toBeGreaterThan(10);
    for (const [name, route] of underAdmin) expect(route.access, name).toBe('staff');
  });

  it('keeps every path relative to the API base and ending in a slash', () => {
    for (const route of Object.values(routes)) {
      expect(route.path.startsWith('/')).toBe(false);
      expect(route.path.endsWith('/')).toBe(true);
    }
  });

  it('fills path placeholders, encoding each value', () => {
    expect(routePath('users/reset-password/{uid}/{token}/', { uid: 7, token: 'a b/c' })).toBe(
      'users/reset-password/7/a%20b%2Fc/',
    );
    expect(() => routePath('users/profile/{id}/')).toThrow('Missing path parameter "id"');
  });

  it('refuses a dot-segment value, which a URL would resolve into another path (R7.01)', () => {
    for (const value of ['.', '..']) {
      expect(() => routePath('content/{folder}/{id}/', { folder: value, id: 'a' })).toThrow(
        `Path parameter "folder" cannot be "${value}"`,
      );
    }
    expect(routePath('content/{folder}/{id}/', { folder: '...', id: '.a' })).toBe('content/.../.a/');
  });
});

/** Every schema inside `schema` (itself included), found through the definitions zod keeps. */
function schemasIn(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const nested = Object.values(schema._zod.def).flatMap((value: unknown) => {
    const candidates = Array.isArray(value)
      ? value
      : value && typeof value === 'object' && !(value instanceof z.ZodType)
        ? Object.values(value)
        : [value];
    return candidates.filter((c): c is z.ZodType => c instanceof z.ZodType);
  });
  return [schema, ...nested.flatMap((inner) => schemasIn(inner, seen))];
}

describe('JSON bodies take JSON types only (R7.03)', () => {
  it('coerces no value of any request body: "3" is not the number 3', () => {
    for (const [name, route] of Object.entries(routes) as Array<[string, RouteDef]>) {
      if (!route.body) continue;
      const coerced = schemasIn(route.body).filter((s) => (s._zod.def as { coerce?: boolean }).coerce);
      expect(
        coerced.map((s) => s._zod.def.type),
        name,
      ).toEqual([]);
    }
  });

  it('still reads path and query numbers, which arrive as text', () => {
    expect(routes.gameDetail.params.parse({ id: '42' })).toEqual({ id: 42 });
    expect(routes.gameLeaderboard.query.parse({ page: '2' })).toMatchObject({ page: 2 });
    expect(routes.extendContract.body.safeParse({ card_instance_id: '42', games_to_add: 1 }).success).toBe(
      false,
    );
  });
});
