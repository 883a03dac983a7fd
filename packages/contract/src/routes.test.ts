import { describe, expect, it } from 'vitest';
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
