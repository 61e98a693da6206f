// Baseline for the throughput benchmark: the same Fastify version with one bare route that sends
// the same JSON body as /api/health, with no plugins, hooks, validation or database. The
// difference to the real route is then what our own layers cost, not the size of the payload
// (on a 2-core machine the load generator shares the CPU, so bytes per response matter).
import Fastify from 'fastify';

const BODY = {
  status: 'ok',
  database: 'pglite',
  ai_provider: 'offline',
  ai_label: 'Built-in offline assistant',
  version: '0.1.0',
};

const app = Fastify({ logger: false });
app.get('/api/health', async () => BODY);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
