import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.js';

export function registerHealthRoutes(app: FastifyInstance, db: Db, state: { shuttingDown: boolean }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (state.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
}
