/**
 * Two checkouts of this repository under the same money load, taking turns (issue 18). On this
 * shared machine a run's own limit moves by half from one run to the next, so a change of 10–20 %
 * shows only when both sides are measured in the same minutes. Both servers run at once, each on
 * its own embedded PostgreSQL, and the load goes to one, then the other, in ABBA order.
 *
 *   BENCH_BASE=/path/to/base/checkout npx tsx bench/ab.ts [rounds=4] [seconds=5] [clients=64]
 *
 * The base checkout needs its dependencies (`npm ci` there, or links to this one's `node_modules`
 * folders when only the server's source differs). Prints, for the checkout (place and pay in one
 * call) and for unlocks, each side's median rate and its server's and PostgreSQL's CPU per unit,
 * and this checkout's figures as a ratio to the base's; then both ledgers are verified (a broken
 * invariant exits non-zero).
 */
import path from 'node:path';
import { startServer } from './harness.js';
import { checkoutWorkload, unlockWorkload } from './workloads.js';

const rounds = Number(process.argv[2] ?? 4);
const seconds = Number(process.argv[3] ?? 5);
const clients = Number(process.argv[4] ?? 64);
const baseRoot = process.env.BENCH_BASE;
if (!baseRoot) throw new Error('BENCH_BASE=/path/to/the/base/checkout is needed');

type Side = Awaited<ReturnType<typeof prepare>>;

async function prepare(label: string, root: string, port: number, pgPort: number) {
  const s = await startServer(port, pgPort, {}, path.resolve(root));
  const checkout = await checkoutWorkload(s, clients);
  const unlock = await unlockWorkload(s, clients);
  // Warm-up, unmeasured: the code compiled, the statements prepared on every connection.
  await s.loop(checkout.buyers, 3, checkout.checkout);
  await s.loop(unlock.viewers, 3, unlock.unlock);
  const runs = { checkout: [] as Run[], unlock: [] as Run[] };
  return { label, s, checkout, unlock, runs };
}

interface Run {
  perSecond: number;
  server: number;
  postgres: number;
  failures: number;
}

async function measure(side: Side, workload: 'checkout' | 'unlock') {
  const before = side.s.cpu();
  const r =
    workload === 'checkout'
      ? await side.s.loop(side.checkout.buyers, seconds, side.checkout.checkout)
      : await side.s.loop(side.unlock.viewers, seconds, side.unlock.unlock);
  const after = side.s.cpu();
  const per = (ticks: number) => (ticks * 10) / Math.max(r.done, 1);
  side.runs[workload].push({
    perSecond: r.perSecond,
    server: per(after.server - before.server),
    postgres: per(after.postgres - before.postgres),
    failures: r.failures,
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const base = await prepare('base', baseRoot, 3995, 54495);
let head: Side | undefined;
try {
  head = await prepare('this', process.cwd(), 3996, 54496);
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? [head, base] : [base, head];
    for (const side of order) await measure(side, 'checkout');
    for (const side of [...order].reverse()) await measure(side, 'unlock');
  }
  const lines: string[] = [];
  for (const workload of ['checkout', 'unlock'] as const) {
    const of = (side: Side) => {
      const runs = side.runs[workload];
      return {
        rate: median(runs.map((r) => r.perSecond)),
        server: median(runs.map((r) => r.server)),
        postgres: median(runs.map((r) => r.postgres)),
        failures: runs.reduce((n, r) => n + r.failures, 0),
        rates: runs.map((r) => r.perSecond).join(' '),
      };
    };
    const [a, b] = [of(base), of(head)];
    for (const [label, x] of [
      ['base', a],
      ['this', b],
    ] as const)
      lines.push(
        `${workload} ${label}: ${x.rate}/s (runs ${x.rates}), CPU per unit: server ${x.server.toFixed(2)} ms, postgres ${x.postgres.toFixed(2)} ms, ${x.failures} failed`,
      );
    lines.push(
      `${workload} this/base: rate ${(b.rate / a.rate).toFixed(2)}×, server CPU ${(b.server / a.server).toFixed(2)}×, postgres CPU ${(b.postgres / a.postgres).toFixed(2)}×`,
    );
  }
  lines.push(`base ${await base.s.verify()}`, `this ${await head.s.verify()}`);
  process.stdout.write(lines.join('\n') + '\n');
} finally {
  await base.s.stop();
  await head?.s.stop();
}
