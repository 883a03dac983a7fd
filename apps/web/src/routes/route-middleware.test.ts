import { describe, expect, it } from 'vitest';
import { type RouteMiddlewareName, routeMiddleware } from './route-middleware.ts';

const sources = { routes: () => [], previousPath: () => undefined };

describe('route middleware by name (spec §8, issue 27.6)', () => {
  it('gives the named middleware in the order named', () => {
    expect(routeMiddleware(['layout', 'guards'], sources)).toHaveLength(2);
  });

  it.each(['authenticated', 'toString', ''])(
    'refuses the unknown name %j with "Unknown route middleware" (R8.12)',
    (name) => {
      expect(() => routeMiddleware(['layout', name as RouteMiddlewareName], sources)).toThrow(
        /^Unknown route middleware$/,
      );
    },
  );
});
