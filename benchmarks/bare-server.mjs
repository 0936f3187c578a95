// The reference: a bare Fastify endpoint answering a small JSON envelope, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ status: true, message: '', data: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4290) });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
