import { request } from 'node:http';
import { errorStatuses, type RouteDef, routes } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Schema {
  type?: string;
  format?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

const operationOf = (name: string): Operation => {
  const route = (routes as Record<string, RouteDef>)[name];
  const operation = route && doc.paths[`/${route.path}`]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`no operation for ${name}`);
  return operation;
};

describe('the API document declares every answer (issue 11.7)', () => {
  it('names each operation after its contract route and declares its success and every error status', () => {
    for (const [name, route] of Object.entries(routes as Record<string, RouteDef>)) {
      const operation = operationOf(name);
      expect(operation.operationId).toBe(name);
      const declared = Object.keys(operation.responses).map(Number);
      expect(declared, name).toEqual([route.status, ...errorStatuses(route)].sort((a, b) => a - b));
      for (const status of errorStatuses(route)) {
        expect(operation.responses[status]?.content, `${name} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        });
      }
    }
    expect(doc.components.schemas.ErrorBody?.required).toEqual(['detail']);
  });

  it('derives 401 from access, 403 from staff, 404 and 414 from path parameters, 413 and 415 from a body', () => {
    const statuses = (name: string) => Object.keys(operationOf(name).responses).map(Number);
    expect(statuses('health')).toEqual([200, 500, 503]);
    expect(statuses('me')).toEqual([200, 401, 500]);
    expect(statuses('gameDetail')).toEqual([200, 400, 404, 414, 500]);
    expect(statuses('adminGameStatus')).toEqual([200, 400, 401, 403, 404, 409, 413, 414, 415, 500]);
    // 403: a deactivated account (issue 17).
    expect(statuses('token')).toEqual([200, 400, 401, 403, 413, 415, 429, 500]);
    expect(statuses('deleteAccount')).toEqual([204, 400, 401, 413, 415, 500]);
    expect(operationOf('deleteAccount').responses[204]?.content).toBeUndefined();
  });

  it('declares the share image as image/png and the profile image upload as multipart/form-data', () => {
    expect(Object.keys(operationOf('fantasyStatsImage').responses[200]?.content ?? {})).toEqual([
      'image/png',
    ]);
    const upload = operationOf('uploadProfileImage').requestBody?.content['multipart/form-data']?.schema;
    expect(upload?.required).toEqual(['profile_image']);
    expect(upload?.properties?.profile_image).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload?.properties?.profile_image?.description).toContain('5242880 bytes');
    expect(upload?.properties?.profile_image?.description).toContain('jpeg, png, webp, gif, avif, heif');
  });

  it('shows the rules the server enforces: formats, lengths and patterns', () => {
    const credentials =
      operationOf('register').requestBody?.content['application/json']?.schema.properties?.credentials
        ?.properties;
    expect(credentials?.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(credentials?.password).toMatchObject({ minLength: 8, maxLength: 128 });
    expect(credentials?.username).toMatchObject({
      minLength: 3,
      maxLength: 30,
      pattern: '^[A-Za-z0-9_.-]+$',
    });
  });
});

describe('methods and addresses the API does not take answer in the one error shape (issue 11.7)', () => {
  it('answers 405 with Allow to a method a known path does not take, QUERY included', async () => {
    for (const method of ['DELETE', 'PATCH', 'QUERY', 'OPTIONS'] as const) {
      const res = await t.app.inject({ method, url: '/api/teams/12/' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, PUT');
      expect(res.json(), method).toEqual({
        detail: `This address does not take ${method}: use GET, HEAD, PUT.`,
      });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/health' });
    expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('answers a QUERY without a body 405 over HTTP too, before asking for a content type', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const res = await new Promise<{ status: number; allow: unknown; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/api/health/', method: 'QUERY' }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => {
          body += chunk;
        });
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, allow: answer.headers.allow, body }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(res).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: JSON.stringify({ detail: 'This address does not take QUERY: use GET, HEAD.' }),
    });
  });

  it('keeps 404 for a path no route has', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });

  it('answers an over-long path value 414 in the error shape', async () => {
    const res = await t.app.inject({ url: `/api/users/public-profile/${'x'.repeat(200)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'A value in this address is longer than any the API takes.' });
  });

  it('answers a path value that is not valid percent-encoding 400 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/users/public-profile/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'This address is not valid.' });
  });
});
