import { type RouteDef, routes } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Parameter {
  in: string;
  name: string;
  schema: { type?: string; pattern?: string; enum?: unknown[]; format?: string };
}
interface Document {
  info: { description?: string };
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

const contractRoutes = Object.values(routes as Record<string, RouteDef>);
const segmentsOf = (path: string) => path.replace(/\/$/, '').split('/');
const isParameter = (segment: string) => segment.startsWith('{');

/** Literal paths that a route with a parameter in their place matches too, with each side's methods. */
function shadowedLiteralPaths(): Array<{ path: string; own: string[]; other: string[] }> {
  const methodsAt = new Map<string, Set<string>>();
  for (const route of contractRoutes) {
    methodsAt.set(route.path, (methodsAt.get(route.path) ?? new Set()).add(route.method));
  }
  const found = [];
  for (const [path, own] of methodsAt) {
    const segments = segmentsOf(path);
    if (segments.some(isParameter)) continue;
    for (const [other, otherMethods] of methodsAt) {
      const pattern = segmentsOf(other);
      const matches =
        other !== path &&
        pattern.length === segments.length &&
        pattern.every((segment, i) => segment === segments[i] || isParameter(segment));
      const foreign = [...otherMethods].filter((method) => !own.has(method));
      if (matches && foreign.length) found.push({ path, own: [...own], other: foreign });
    }
  }
  return found;
}

describe('the OpenAPI document and the server agree (issue 27.5)', () => {
  it('answers a method of an {id} route on a literal path it also matches 405, with the literal route’s methods', async () => {
    const shadowed = shadowedLiteralPaths();
    expect(shadowed.map(({ path }) => path)).toContain('market/listings/mine/');
    for (const { path, own, other } of shadowed) {
      const allow = [...new Set([...own, ...(own.includes('GET') ? ['HEAD'] : [])])].sort().join(', ');
      for (const method of other) {
        const res = await t.app.inject({ method: method as 'DELETE', url: `/api/${path}` });
        expect([res.statusCode, res.headers.allow], `${method} ${path}`).toEqual([405, allow]);
      }
    }
  });

  it('lists only the literal route’s methods for a method neither route takes', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/market/listings/mine/' });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('still hands a real id to the {id} route', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/market/listings/12/' });
    expect(res.statusCode).toBe(401);
  });

  it('says that query parameters an operation does not declare are allowed and ignored, and ignores them (R7.02)', async () => {
    expect(doc.info.description).toContain(
      'Query parameters an operation does not declare are allowed and ignored',
    );
    for (const url of [
      '/api/market/listings/?game_mode=manager',
      '/api/market/listings/?unknown=1&page_size=5',
      '/api/health/?game_mode=quickplay',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('declares of every text path and query parameter a pattern, enum or format that leaves control characters out (issue 27.1)', () => {
    const parameters = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => operation.parameters ?? []),
    );
    const text = parameters.filter((parameter) => parameter.schema.type === 'string');
    expect(text.length).toBeGreaterThan(10);
    for (const { name, schema } of text) {
      const refuses =
        schema.enum !== undefined ||
        schema.format !== undefined ||
        (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test('a\u0000b'));
      expect(refuses, `${name} ${JSON.stringify(schema)}`).toBe(true);
    }
  });
});
