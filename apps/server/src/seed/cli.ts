import { loadConfig } from '#server/config/env.js';
import { openDatabase } from '#server/db/database.js';

/** `db:reset` wipes the data folder and rebuilds it with the demo data; `db:seed` seeds in place. */
async function main() {
  const command = process.argv[2];
  if (command !== 'reset' && command !== 'seed') throw new Error('usage: cli.ts reset|seed');
  const base = loadConfig();
  const config = { ...base, RESET_DATA: command === 'reset' && !base.DATABASE_URL, SEED_DEMO: true };
  if (command === 'reset' && base.DATABASE_URL) {
    throw new Error('db:reset only resets the embedded database; drop and recreate an external one yourself');
  }
  const db = await openDatabase(config, (m) => process.stdout.write(`[db] ${m}\n`));
  await db.close();
  await db.stopServer?.();
  process.stdout.write(`[db] ${command} done\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
