/**
 * Account read and sign-in throughput on this machine (DESIGN §8: getUserInfo at several thousand
 * requests a second with p99 under 50 ms). Starts its own embedded PostgreSQL and server in a
 * temporary folder, loads it over loopback with autocannon, prints a table, and stops.
 *
 *   npx tsx bench/accounts.bench.ts [seconds=10] [connections=50]
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { openDatabase } from '../apps/server/src/db/database.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-bench-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as its own user when we are root
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  PG_PORT: '54499',
  PORT: '3999',
  RATE_LIMIT_MULTIPLIER: '100000',
});
const database = await openDatabase(config, () => {});
const { app } = await buildApp(config, database.db);
await app.listen({ host: '127.0.0.1', port: config.PORT });
const base = `http://127.0.0.1:${config.PORT}`;

const signin = await fetch(`${base}/v1/user/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'buyer@demo.local', password: 'Demo12345' }),
});
const token = ((await signin.json()) as { data: { token: string } }).data.token;

async function run(title: string, opts: autocannon.Options) {
  const result = await autocannon({ duration: seconds, connections, ...opts });
  return {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows = [
  await run('user/getUserInfo', {
    url: `${base}/v1/user/getUserInfo`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  }),
  await run('healthz (framework floor)', { url: `${base}/healthz` }),
  await run('user/signin (argon2id)', {
    url: `${base}/v1/user/signin`,
    method: 'POST',
    connections: 8,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@demo.local', password: 'Demo12345' }),
  }),
];
process.stdout.write(`\n${connections} connections, ${seconds} s each, ${os.cpus().length} cores\n`);
console.table(rows); // eslint-disable-line no-console -- a benchmark's output is its table
await app.close();
await database.close();
await database.stopServer?.();
fs.rmSync(dataDir, { recursive: true, force: true });
