// The reference: a bare Fastify endpoint that reads the same urlencoded form and answers a small
// JSON envelope, with no database and no plugins.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(body)));
});
app.post('/bare', async () => ({ status: true, message: '', data: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4290) });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
