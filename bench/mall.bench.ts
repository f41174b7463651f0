/**
 * Marketplace throughput on this machine (DESIGN §8: catalog reads at several thousand requests a
 * second with p99 under 50 ms; placing and paying an order at over 1,000 a second with the ledger
 * intact). Starts the real server as its own process on a fresh embedded PostgreSQL with the demo
 * catalog, measures the machine's limit with pgbench on the same PostgreSQL first (bench/limit.ts),
 * loads the API over loopback from this process, prints each figure with its ratio to that limit
 * (goals, issue 18: catalog reads ≥ 0.5× select-only, place-and-pay ≥ 0.4× TPC-B, p99 < 50 ms),
 * verifies the books (a broken invariant exits non-zero; a slow machine does not), stops. Place and
 * pay is measured as the checkout does it (one call, decision 65), then as two calls (create, then
 * pay) in the same run.
 *
 *   npx tsx bench/mall.bench.ts [seconds=10] [connections=50] [buyers=64]
 *
 * BENCH_WORKERS=n server processes (default 1); BENCH_STATEMENTS=1 prints the statements that cost
 * PostgreSQL most per order; BENCH_CPU_PROFILE=<folder> keeps the server's V8 CPU profile;
 * BENCH_LOG=<file> keeps the server's warnings and errors.
 */
import { randomUUID } from 'node:crypto';
import { startServer } from './harness.js';
import { machineLimit, ratio } from './limit.js';
import { checkoutWorkload } from './workloads.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const buyerCount = Number(process.argv[4] ?? 64);

const s = await startServer(3998, 54498);
try {
  const limit = await machineLimit(s.adminUrl, seconds);
  const { targets, buyers, pick, checkout } = await checkoutWorkload(s, buyerCount);

  const table = [
    await s.read(
      'goods/getGoodsList (recommended, page 1)',
      'goods/getGoodsList',
      { sort: 'recommended' },
      seconds,
      connections,
    ),
    await s.read(
      'goods/getGoodsList (keyword search)',
      'goods/getGoodsList',
      { keyword: 'wireless', sort: 'sales' },
      seconds,
      connections,
    ),
    await s.read(
      'goods/getGoodsInfo',
      'goods/getGoodsInfo',
      { id: targets[0]!.goods_id },
      seconds,
      connections,
    ),
  ];

  // Three unmeasured seconds first: the order path's code compiled, its statements prepared on
  // every connection, so that neither measured way pays for the warm-up of both.
  await s.loop(buyers, 3, checkout);
  const measuredOne = await s.phase();
  const orders = await s.loop(buyers, seconds, checkout);
  const cost = await measuredOne(orders.done);
  // The same in two calls, place then pay, as an unpaid order is paid from the order list.
  const measuredTwo = await s.phase();
  const twoCalls = await s.loop(buyers, seconds, async (b) => {
    const placed = await s.client.call(
      'order/create',
      { items: [{ skuId: pick(), quantity: 1 }], addressId: b.addressId },
      { token: b.token, idempotencyKey: randomUUID() },
    );
    await s.client.call(
      'order/pay',
      { ids: placed.orders.map((o) => o.id) },
      { token: b.token, idempotencyKey: randomUUID() },
    );
  });
  const costTwo = await measuredTwo(twoCalls.done);
  const rows = table.map((r) => ({ ...r, 'vs limit': ratio(r['req/s'], limit.selectOnly, 'select-only') }));
  console.table(rows); // eslint-disable-line no-console -- a benchmark's output is its table
  const failed = (r: typeof orders) =>
    `${r.failures} failed${r.failures ? ` (${JSON.stringify(r.reasons)})` : ''}`;
  process.stdout.write(
    [
      `machine limit (pgbench, same server, same run): TPC-B-like ${limit.tpcb.toLocaleString('en')} tps, select-only ${limit.selectOnly.toLocaleString('en')} tps`,
      `place and pay = ${ratio(orders.perSecond, limit.tpcb, 'TPC-B')}`,
      `place and pay (${buyers.length} buyers, one call with pay, as the checkout): ${orders.done} orders = ${orders.perSecond}/s, ${failed(orders)}`,
      `latency ms: p50 ${orders.p50}  p99 ${orders.p99}`,
      `place and pay, ${cost}`,
      `two calls (create, then pay) = ${ratio(twoCalls.perSecond, limit.tpcb, 'TPC-B')}: ${twoCalls.done} orders = ${twoCalls.perSecond}/s, ${failed(twoCalls)}`,
      `latency ms (both calls): p50 ${twoCalls.p50}  p99 ${twoCalls.p99}`,
      `two calls, ${costTwo}`,
      await s.verify(),
    ].join('\n') + '\n',
  );
} finally {
  await s.stop();
}
