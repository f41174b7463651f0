/**
 * What the API benchmarks share: the real server started as its own process on a fresh embedded
 * PostgreSQL in a temporary folder, the contract's typed client, funded buyers from the shared
 * scenarios (packages/testkit), and the closing `ledger:verify`.
 */
import { ApiError, createApiClient, type ApiBody, type ApiPath } from '@app/contract';
import { outboxScenarios, type Buyer } from '@app/testkit';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Ids are bigserial: the benchmarks read them as numbers, as the server does (drizzle's `mode: 'number'`).
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * Starts the server of the checkout at `root` (this one by default; ab.ts passes another) on `port`,
 * with its own embedded PostgreSQL on `pgPort`.
 */
export async function startServer(
  port: number,
  pgPort: number,
  env: Record<string, string> = {},
  root = process.cwd(),
) {
  const base = `http://127.0.0.1:${port}`;
  const dbUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/dramamall`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-bench-'));
  fs.chmodSync(dataDir, 0o755); // the embedded server runs as its own user when we are root
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  // BENCH_LOG=<file>: the server's warnings and errors go there (a failed call's cause).
  const log = process.env.BENCH_LOG ? fs.openSync(path.resolve(process.env.BENCH_LOG), 'a') : 'ignore';
  const server = spawn('npx', ['tsx', ...nodeArgs, 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG ? 'warn' : 'silent',
      DATA_DIR: dataDir,
      PG_PORT: String(pgPort),
      PORT: String(port),
      RATE_LIMIT_MULTIPLIER: '100000',
      VIDEO_WORKER: 'false',
      DEMO_VIDEOS: 'false',
      // Server processes (issue 18: one per core with WORKERS=auto); BENCH_WORKERS compares.
      WORKERS: process.env.BENCH_WORKERS ?? '1',
      // BENCH_STATEMENTS=1: pg_stat_statements loaded, and each run prints its costliest statements.
      PG_STAT_STATEMENTS: process.env.BENCH_STATEMENTS ? 'true' : 'false',
      ...env,
    },
    stdio: ['ignore', log, log],
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

  // The contract's typed client and the shared scenarios: buyers sign up with a code read from the
  // dev outbox and are funded by a deposit staff approve, as in the journeys.
  const client = createApiClient({ baseUrl: base });
  const kit = outboxScenarios(client);

  /** A buyer holding `dollars` from an approved deposit. */
  function makeBuyer(dollars = 100_000) {
    return kit.buyer({ tag: 'bench', funds: dollars });
  }

  async function makeBuyers(n: number) {
    const out: Buyer[] = [];
    for (let i = 0; i < n; i += 8) {
      out.push(...(await Promise.all(Array.from({ length: Math.min(8, n - i) }, () => makeBuyer()))));
    }
    return out;
  }

  /** autocannon against one JSON call. */
  async function read<P extends ApiPath>(
    title: string,
    apiPath: P,
    body: ApiBody<P>,
    seconds: number,
    connections: number,
  ) {
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

  /**
   * Runs `op` back to back from every client for `seconds`; answers the rate and latency. An op that
   * rejects with an ApiError (the server said no) counts as a failure.
   */
  async function loop<C>(clients: C[], seconds: number, op: (c: C) => Promise<unknown>) {
    const latencies: number[] = [];
    let failures = 0;
    const reasons: Record<string, number> = {};
    const end = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      clients.map(async (c) => {
        while (Date.now() < end) {
          const t0 = performance.now();
          try {
            await op(c);
            latencies.push(performance.now() - t0);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            failures++;
            const why = `${error.status} ${error.error}`;
            reasons[why] = (reasons[why] ?? 0) + 1;
          }
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
      /** What the server said to the failed ones ("503 SERVICE_UNAVAILABLE": 2). */
      reasons,
      p50: pct(0.5),
      p99: pct(0.99),
    };
  }

  /**
   * Marks the start of a measured phase; `done(n)` answers the CPU each kind of process spent per
   * unit of work (n units) since: the server, PostgreSQL, this benchmark, the kernel's workers. On
   * two cores that is where a rate's ceiling comes from. With BENCH_STATEMENTS=1 it also answers the
   * statements that cost PostgreSQL most, per unit.
   */
  async function phase() {
    if (process.env.BENCH_STATEMENTS) {
      await db.query('create extension if not exists pg_stat_statements');
      await db.query('select pg_stat_statements_reset()');
    }
    const before = cpuByProcess();
    const started = Date.now();
    return async (units: number) => {
      const after = cpuByProcess();
      const seconds = (Date.now() - started) / 1000;
      const lines = Object.entries(after)
        .map(([kind, ticks]) => [kind, (ticks - (before[kind] ?? 0)) * 10] as const)
        .filter(([, ms]) => ms / seconds >= 20)
        .sort((a, b) => b[1] - a[1])
        .map(
          ([kind, ms]) =>
            `${kind} ${(ms / Math.max(units, 1)).toFixed(2)} ms (${Math.round(ms / seconds / 10)}% of a core)`,
        );
      let out = `CPU per unit: ${lines.join(', ')}`;
      if (process.env.BENCH_STATEMENTS) {
        const { rows } = await db.query<{ line: string }>(
          `select round(((total_exec_time + total_plan_time) / $1)::numeric, 2) || ' ms/unit, ' || calls ||
                  ' calls, planned ' || plans || ', exec ' || round(total_exec_time::numeric) || ' ms, plan ' ||
                  round(total_plan_time::numeric) || ' ms | ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as line
             from pg_stat_statements where calls > 0
             order by total_exec_time + total_plan_time desc limit 15`,
          [Math.max(units, 1)],
        );
        out += `\nstatements by time (exec includes lock waits):\n${rows.map((r) => `  ${r.line}`).join('\n')}`;
      }
      return out;
    };
  }

  async function verify() {
    const result = await kit.verifyBooks();
    // A broken invariant fails the run (a slow machine does not).
    if (!result.ok) process.exitCode = 1;
    return `ledger:verify: ${result.ok ? 'OK' : 'FAILED'} (${result.transfers} transfers, imbalance ${result.imbalance})`;
  }

  async function stop() {
    await db.end().catch(() => {});
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 3000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  /** The embedded server's maintenance database, for pgbench's own database beside ours. */
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;

  /** CPU ticks (1/100 s) spent so far by this server's processes and by its PostgreSQL's. */
  const cpu = () => groupCpu(server.pid!, pgPort);

  return { base, db, adminUrl, client, kit, makeBuyer, makeBuyers, read, loop, phase, cpu, verify, stop };
}

/**
 * CPU ticks (1/100 s) spent so far by one server's processes (its process group: it was started
 * detached) and by its PostgreSQL (the postmaster listening on `pgPort` and its backends; the
 * embedded server may start it in a session of its own).
 */
function groupCpu(pgid: number, pgPort: number): { server: number; postgres: number } {
  const out = { server: 0, postgres: 0 };
  const all = [...processes()];
  const postmaster = all.find(
    (p) =>
      p.name === 'postgres' &&
      fs.existsSync(`/proc/${p.pid}/cmdline`) &&
      fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').split('\0').join(' ').includes(`-p ${pgPort} `),
  )?.pid;
  for (const { pid, name, fields } of all) {
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (name === 'postgres' && (pid === postmaster || Number(fields[1]) === postmaster))
      out.postgres += ticks;
    else if (Number(fields[2]) === pgid && name !== 'postgres') out.server += ticks;
  }
  return out;
}

/** Every process's name and `/proc/<pid>/stat` fields after the name (state first). */
function* processes() {
  if (!fs.existsSync('/proc/self/stat')) return;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    yield { pid: Number(pid), name, fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  }
}

/** CPU ticks (1/100 s) spent so far by each kind of process on the machine, from /proc. */
function cpuByProcess(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { pid, name, fields } of processes()) {
    const kind =
      pid === process.pid
        ? 'benchmark'
        : name === 'postgres'
          ? 'postgres'
          : name === 'MainThread' || name === 'node'
            ? 'server'
            : name.startsWith('kworker')
              ? 'kernel workers'
              : 'other';
    out[kind] = (out[kind] ?? 0) + Number(fields[11]) + Number(fields[12]);
  }
  return out;
}
