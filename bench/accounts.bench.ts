/**
 * Account read and sign-in throughput on this machine (DESIGN §8: getUserInfo at several thousand
 * requests a second with p99 under 50 ms). Starts the real server as its own process on a fresh
 * embedded PostgreSQL in a temporary folder, loads it over loopback with autocannon from this
 * process, prints a table, and stops everything.
 *
 *   npx tsx bench/accounts.bench.ts [seconds=10] [connections=50]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const port = 3999;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-bench-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as its own user when we are root

const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PG_PORT: '54499',
    PORT: String(port),
    RATE_LIMIT_MULTIPLIER: '100000',
    VIDEO_WORKER: 'false',
  },
  stdio: 'ignore',
  detached: true,
});

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

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

try {
  await waitReady();
  const signin = await fetch(`${base}/v1/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@demo.local', password: 'Demo12345' }),
  });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
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
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
