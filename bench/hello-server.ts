import Fastify from 'fastify';

/** The ceiling to compare with: a bare Fastify route answering a constant JSON body. */
const app = Fastify({ logger: false });
app.get('/api/health/', async () => ({ status: 'ok' }));
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
