/**
 * Account read and sign-in throughput on this machine (DESIGN §8: getUserInfo at several thousand
 * requests a second with p99 under 50 ms). Starts the real server as its own process on a fresh
 * embedded PostgreSQL in a temporary folder (bench/harness.ts), loads it over loopback with
 * autocannon from this process, prints a table, and stops everything.
 *
 *   npx tsx bench/accounts.bench.ts [seconds=10] [connections=50]
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { startServer } from './harness.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const demoBuyer = { email: 'buyer@demo.local', password: 'Demo12345' };

const s = await startServer(3999, 54499);
const { base } = s;

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
  const { token } = await s.client.call('user/signin', demoBuyer);
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
      body: JSON.stringify(demoBuyer),
    }),
  ];
  process.stdout.write(`\n${connections} connections, ${seconds} s each, ${os.cpus().length} cores\n`);
  console.table(rows); // eslint-disable-line no-console -- a benchmark's output is its table
} finally {
  await s.stop();
}
