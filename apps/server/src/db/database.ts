import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config/env.js';
import { connect, runMigrations, type Database } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { seedDemo } from '#server/seed/seed.js';

/**
 * Opens the database: `DATABASE_URL` when set, otherwise the embedded PostgreSQL with its data
 * under `DATA_DIR/pg`. Applies migrations, and seeds the demo data when asked. `read` is the read
 * replica's pool when `DATABASE_READ_URL` is set, else the primary's.
 */
export async function openDatabase(
  config: Config,
  log: (msg: string) => void,
  /** `prepared`: a cluster worker's database, already reset, migrated and seeded by the primary. */
  opts: { prepared?: boolean } = {},
): Promise<Database & { read: Database; stopServer?: () => Promise<void> }> {
  if (!opts.prepared && config.RESET_DATA && fs.existsSync(config.dataDir)) {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    log(`reset: removed ${config.dataDir}`);
  }
  let url = config.DATABASE_URL;
  let stopServer: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'pg'),
      port: config.PG_PORT,
      database: 'dramamall',
      statistics: config.PG_STAT_STATEMENTS,
      log,
    });
    url = embedded.url;
    stopServer = embedded.stop;
  }
  const prepare = config.DATABASE_PREPARED_STATEMENTS;
  if (!opts.prepared) {
    // Migrations and the demo seed on a pool of their own, without prepared statements: the
    // process's names (decision 63, at most 400) are kept for the statements it serves with.
    const setup = connect(url, 20, { prepare: false });
    try {
      await runMigrations(setup.db);
      if (config.SEED_DEMO) await seedDemo(setup.db, config, log);
    } finally {
      await setup.close();
    }
  }
  const database = connect(url, 20, { prepare });
  const read = config.DATABASE_READ_URL ? connect(config.DATABASE_READ_URL, 20, { prepare }) : database;
  if (read !== database) log('public catalog and drama reads: DATABASE_READ_URL');
  return {
    ...database,
    read,
    close: async () => {
      if (read !== database) await read.close();
      await database.close();
    },
    stopServer,
  };
}
