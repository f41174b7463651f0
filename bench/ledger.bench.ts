/**
 * Ledger transfer throughput (issue 3: over 1,000 transfers a second on 2 cores, every invariant
 * intact). Runs many concurrent clients, each posting user-to-user transfers in their own database
 * transaction (lock both accounts in id order, check, insert, update totals, commit) against the
 * embedded PostgreSQL, then runs ledger:verify.
 *
 *   npx tsx bench/ledger.bench.ts [seconds=10] [clients=32] [accounts=1000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config/env.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { ledger, accountCodes } from '../apps/server/src/modules/ledger/ledger.service.js';
import { verifyLedger } from '../apps/server/src/modules/ledger/ledger.verify.js';
import { AppError } from '../apps/server/src/lib/errors.js';

const seconds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 32);
const accountCount = Number(process.argv[4] ?? 1000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-ledger-bench-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as its own user when we are root
const config = loadConfig({ DATA_DIR: dataDir, PG_PORT: '54498', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const database = await openDatabase(config, () => {});
const { db } = database;

// Accounts: 1,000 users funded from one clearing account (users rows are not needed by the ledger).
const clearing = await ledger.platformAccount(db, accountCodes.cryptoClearing(1));
const accounts: number[] = [];
for (let i = 1; i <= accountCount; i++) accounts.push(await ledger.userAccount(db, i));
for (const [i, id] of accounts.entries()) {
  await db.transaction((tx) =>
    ledger.transfer(tx, {
      transferId: `fund:${i}`,
      debitAccountId: clearing,
      creditAccountId: id,
      amount: 1_000_000,
      kind: 'deposit',
    }),
  );
}

const latencies: number[] = [];
let refused = 0;
let seq = 0;
const until = Date.now() + seconds * 1000;
async function client() {
  while (Date.now() < until) {
    const from = accounts[Math.floor(Math.random() * accounts.length)]!;
    let to = accounts[Math.floor(Math.random() * accounts.length)]!;
    if (to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length]!;
    const started = performance.now();
    try {
      await db.transaction((tx) =>
        ledger.transfer(tx, {
          transferId: `bench:${++seq}`,
          debitAccountId: from,
          creditAccountId: to,
          amount: 1 + Math.floor(Math.random() * 5_000),
          kind: 'transfer',
        }),
      );
      latencies.push(performance.now() - started);
    } catch (err) {
      if (err instanceof AppError && err.errorName === 'INSUFFICIENT_BALANCE') refused++;
      else throw err;
    }
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: clients }, client));
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
const verified = await verifyLedger(db);
process.stdout.write(
  [
    `${clients} clients, ${accountCount} accounts, ${seconds} s, ${os.cpus().length} cores`,
    `transfers: ${latencies.length} posted (${refused} refused for balance) = ${Math.round(latencies.length / elapsed)}/s`,
    `latency ms: p50 ${pct(0.5)}  p99 ${pct(0.99)}  max ${latencies.at(-1)!.toFixed(1)}`,
    `ledger:verify: ${verified.ok ? 'OK' : 'FAILED'} (${verified.transfers} transfers, imbalance ${verified.imbalance})`,
    ...verified.problems,
  ].join('\n') + '\n',
);
await database.close();
await database.stopServer?.();
fs.rmSync(dataDir, { recursive: true, force: true });
