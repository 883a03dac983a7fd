import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerCheck } from './declared-answers.ts';

// Declared loosely, so that the serialiser lets a foreign shape through to the check.
const errorBody = { type: 'object', additionalProperties: true };
// Typed loosely too, so that the handler may answer a status the schema does not declare.
const schema: FastifySchema = { response: { 200: { type: 'object' }, 404: errorBody } };

let app: FastifyInstance;
let check: ReturnType<typeof createAnswerCheck>;
beforeAll(async () => {
  app = Fastify();
  await app.register(fastifySwagger, {
    openapi: { info: { title: 't', version: '1' }, servers: [{ url: '/api' }] },
  });
  app.get('/api/things/:id/', { schema }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === 'missing') return reply.status(404).send({ detail: 'No such thing.' });
    if (id === 'gone') return reply.status(410).send({ detail: 'Gone.' });
    if (id === 'text') return reply.type('text/plain').send('hello');
    if (id === 'odd') return reply.status(404).send({ error: 'Not Found' });
    return {};
  });
  await app.ready();
  check = createAnswerCheck(app);
  check.watch();
});
afterAll(() => app.close());

describe('the answer check holds every answer to the OpenAPI document (issue 11.7)', () => {
  it('lists an undeclared status, an undeclared media type, a foreign error shape and a missing 405', async () => {
    for (const url of ['/api/things/1/', '/api/things/missing/']) await app.inject({ url });
    expect(check.problems()).toEqual([]);
    for (const url of ['/api/things/gone/', '/api/things/text/', '/api/things/odd/'])
      await app.inject({ url });
    await app.inject({ method: 'POST', url: '/api/things/1/' });
    expect(check.problems()).toEqual([
      'GET /things/{id}/: 200 answered text/plain, not declared',
      'GET /things/{id}/: 404 is not in the error shape {detail, title?, fields?}: {"error":"Not Found"}',
      'GET /things/{id}/: 410 is not declared',
      'POST /api/things/1/: 404 is not in the error shape {detail, title?, fields?}: {"message":"Route POST:/api/things/1/ not found","error":"Not Found","statusCode":404}',
      'POST /api/things/1/: a method the path does not take answered 404 with Allow undefined, not 405 with GET, HEAD',
    ]);
  });
});
