/**
 * What the API benchmarks share: the real server started as its own process on a fresh embedded
 * PostgreSQL in a temporary folder, a JSON caller, funded buyers made through the API, and the
 * closing `ledger:verify`.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../apps/server/src/db/client.js';
import { verifyLedger } from '../apps/server/src/modules/ledger/ledger.verify.js';

export async function startServer(port: number, pgPort: number, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dbUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/dramamall`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-bench-'));
  fs.chmodSync(dataDir, 0o755); // the embedded server runs as its own user when we are root
  const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PG_PORT: String(pgPort),
      PORT: String(port),
      RATE_LIMIT_MULTIPLIER: '100000',
      VIDEO_WORKER: 'false',
      DEMO_VIDEOS: 'false',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();

  async function call<T>(apiPath: string, body: unknown, token?: string, key?: string) {
    const res = await fetch(`${base}/v1/${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    return { status: res.status, data: json.data };
  }

  const staff = (
    await call<{ token: string }>('admin/signin', { email: 'admin@demo.local', password: 'Demo12345' })
  ).data.token;

  /** A buyer signed up with the emailed code, holding `dollars` from an approved deposit. */
  async function makeBuyer(i: number, dollars = 100_000) {
    const email = `bench${i}-${randomUUID().slice(0, 6)}@example.com`;
    await call('code/sendCode', { email, scene: 'signup' });
    const { rows } = await db.query<{ text: string }>(
      'select text from mails where "to" = $1 order by id desc limit 1',
      [email],
    );
    const code = /\b(\d{4})\b/.exec(rows[0]!.text)![1];
    const signup = await call<{ token: string }>('user/signup', {
      email,
      password: 'bench1234',
      confirmPassword: 'bench1234',
      code,
      agree: true,
    });
    const token = signup.data.token;
    const hash = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const dep = await call<{ id: number }>(
      'user_wallet/submitDeposit',
      { currencyId: 1, amount: String(dollars), txHash: hash },
      token,
    );
    await call('admin/reviewDeposit', { id: dep.data.id, action: 'approve' }, staff);
    return { token };
  }

  async function makeBuyers(n: number) {
    const out: { token: string }[] = [];
    for (let i = 0; i < n; i += 8) {
      out.push(
        ...(await Promise.all(Array.from({ length: Math.min(8, n - i) }, (_, j) => makeBuyer(i + j)))),
      );
    }
    return out;
  }

  /** autocannon against one JSON call. */
  async function read(title: string, apiPath: string, body: unknown, seconds: number, connections: number) {
    const result = await autocannon({
      url: `${base}/v1/${apiPath}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      duration: seconds,
      connections,
    });
    return {
      title,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  }

  /** Runs `op` back to back from every client for `seconds`; answers the rate and latency. */
  async function loop<C>(clients: C[], seconds: number, op: (c: C) => Promise<boolean>) {
    const latencies: number[] = [];
    let failures = 0;
    const end = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      clients.map(async (c) => {
        while (Date.now() < end) {
          const t0 = performance.now();
          if (await op(c)) latencies.push(performance.now() - t0);
          else failures++;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies.length ? latencies[Math.floor(p * (latencies.length - 1))]!.toFixed(1) : '-';
    return {
      done: latencies.length,
      perSecond: Math.round(latencies.length / elapsed),
      failures,
      p50: pct(0.5),
      p99: pct(0.99),
    };
  }

  async function verify() {
    const database = connect(dbUrl, 2);
    const result = await verifyLedger(database.db);
    await database.close();
    return `ledger:verify: ${result.ok ? 'OK' : 'FAILED'} (${result.transfers} transfers, imbalance ${result.imbalance})`;
  }

  async function stop() {
    await db.end().catch(() => {});
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 3000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, db, call, staff, makeBuyer, makeBuyers, read, loop, verify, stop };
}
