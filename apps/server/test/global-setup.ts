import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '#server/config/env.js';
import { connect, runMigrations } from '#server/db/client.js';
import { startEmbeddedPostgres } from '#server/db/embedded.js';
import { seedDemo } from '#server/seed/seed.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

/**
 * One real PostgreSQL for the whole run; a template database with the migrations and demo
 * seed applied, from which each test file clones its own database.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-test-pg-'));
  const port = await freePort();
  const templateDb = 'app_template';
  const pg = await startEmbeddedPostgres({ dir, port, database: templateDb });
  const database = connect(pg.url, 2);
  await runMigrations(database.db);
  // The demo catalog's generated images go to a scratch folder, not the repository's data dir.
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-test-media-'));
  await seedDemo(database.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: media, DEMO_VIDEOS: 'false' }));
  await database.close();
  project.provide('pgAdminUrl', pg.url.replace(`/${templateDb}`, '/postgres'));
  project.provide('templateDb', templateDb);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(media, { recursive: true, force: true });
  };
}
