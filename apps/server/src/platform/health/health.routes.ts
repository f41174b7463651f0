import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '#server/db/client.js';

export function registerHealthRoutes(app: FastifyInstance, db: Db, state: { shuttingDown: boolean }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (state.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await ping(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
}
