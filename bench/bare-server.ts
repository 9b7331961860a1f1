// The baseline of bench/api.bench.ts: a bare Fastify route answering constant JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', items: [1, 2, 3] };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
