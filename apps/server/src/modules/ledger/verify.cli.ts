import { loadConfig } from '#server/config/env.js';
import { openDatabase } from '#server/db/database.js';
import { verifyLedger } from './ledger.verify.js';

/** `npm run ledger:verify`: recompute every balance from the transfers; exit 1 when the books do not balance. */
async function main() {
  const config = { ...loadConfig(), SEED_DEMO: false };
  const database = await openDatabase(config, () => {});
  try {
    const result = await verifyLedger(database.db);
    process.stdout.write(
      `${result.ok ? 'OK' : 'FAILED'}: ${result.accounts} accounts, ${result.transfers} transfers, imbalance ${result.imbalance}\n`,
    );
    for (const problem of result.problems) process.stdout.write(`  - ${problem}\n`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
    await database.stopServer?.();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
