/**
 * Drama app throughput (DESIGN §8: an unlock at over 1,000 a second with every ledger invariant
 * intact): drama lists and episode lists read by autocannon, then viewers unlocking episodes back
 * to back (each unlock a wallet payment through the ledger), then `ledger:verify`. Each figure is
 * printed with its ratio to the machine's limit measured first by pgbench on the same PostgreSQL
 * (bench/limit.ts); a broken invariant exits non-zero.
 *
 *   npx tsx bench/drama.bench.ts [seconds=10] [connections=50] [viewers=64]
 *
 * BENCH_WORKERS, BENCH_STATEMENTS, BENCH_CPU_PROFILE and BENCH_LOG as in mall.bench.ts.
 */
import { startServer } from './harness.js';
import { machineLimit, ratio } from './limit.js';
import { unlockWorkload } from './workloads.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const viewerCount = Number(process.argv[4] ?? 64);

const s = await startServer(3997, 54497);
try {
  const limit = await machineLimit(s.adminUrl, seconds);
  // A drama of a usual length for the episode-list read.
  const short = (
    await s.db.query<{ id: number }>(
      `insert into videos (title, free_episodes) values ('Bench short', 3) returning id`,
    )
  ).rows[0]!.id;
  await s.db.query(
    `insert into video_items (video_id, index, title, price, status)
       select $1, g, 'Episode ' || g, 30, 'ready' from generate_series(1, 80) g`,
    [short],
  );
  const table = [
    await s.read('video/getVideoList (hot)', 'video/getVideoList', {}, seconds, connections),
    await s.read(
      'video/getVideoItemList (80 episodes)',
      'video/getVideoItemList',
      { videoId: short },
      seconds,
      connections,
    ),
  ];
  const { viewers, unlock } = await unlockWorkload(s, viewerCount);
  const measured = await s.phase();
  const unlocks = await s.loop(viewers, seconds, unlock);
  const cost = await measured(unlocks.done);
  const shown = table.map((r) => ({ ...r, 'vs limit': ratio(r['req/s'], limit.selectOnly, 'select-only') }));
  console.table(shown); // eslint-disable-line no-console -- a benchmark's output is its table
  process.stdout.write(
    [
      `machine limit (pgbench, same server, same run): TPC-B-like ${limit.tpcb.toLocaleString('en')} tps, select-only ${limit.selectOnly.toLocaleString('en')} tps`,
      `unlock one = ${ratio(unlocks.perSecond, limit.tpcb, 'TPC-B')}`,
      `unlock one (${viewers.length} viewers): ${unlocks.done} unlocks = ${unlocks.perSecond}/s, ${unlocks.failures} failed${unlocks.failures ? ` (${JSON.stringify(unlocks.reasons)})` : ''}`,
      `latency ms: p50 ${unlocks.p50}  p99 ${unlocks.p99}`,
      `unlock one, ${cost}`,
      await s.verify(),
    ].join('\n') + '\n',
  );
} finally {
  await s.stop();
}
