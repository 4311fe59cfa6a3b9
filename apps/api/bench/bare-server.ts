// The baseline of the catalogue benchmark: a bare Fastify route answering a pre-built body of the
// given size. Usage: tsx bare-server.ts <port> <bytes>
import Fastify from 'fastify';

const [port, bytes] = process.argv.slice(2).map(Number);
const item = { id: 1, code: 'LST-000001', name: 'Michelin Primacy 4 205/55R16 91V', price: '1234.56' };
const items: unknown[] = [];
while (JSON.stringify({ items }).length < (bytes ?? 20_000)) items.push({ ...item, id: items.length + 1 });
const body = JSON.stringify({ items, pageIndex: 1, pageSize: items.length, totalCount: 100_000 });

const app = Fastify({ logger: false });
app.post('/bare', async (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port: port ?? 0, host: '127.0.0.1' });
console.log('ready');
