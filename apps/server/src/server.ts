import cluster from 'node:cluster';
import os from 'node:os';
import { buildApp } from './app.js';
import { loadConfig, type Config } from '#server/config/env.js';
import { openDatabase } from '#server/db/database.js';
import { DEMO_BUYER } from '#server/seed/seed.js';
import { demoEpisodeSource } from '#server/seed/seed-dramas.js';
import { createTranscodeWorker } from '#server/modules/media/index.js';
import { closeDueVouchers } from '#server/modules/voucher/index.js';
import { startJobs } from '#server/platform/jobs/index.js';
import { expireShareReservations } from '#server/modules/invest/index.js';
import { adRevenueSource, expireAdReservations } from '#server/modules/adv/index.js';
import { settleDue } from '#server/modules/profit/index.js';
import { accrueLoans } from '#server/modules/loan/index.js';
import { closeDueDeals } from '#server/modules/task/index.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const workers = config.WORKERS === 'auto' ? os.availableParallelism() : config.WORKERS;
  if (workers > 1 && cluster.isPrimary) return runPrimary(config, workers);
  // A worker of a cluster: the primary started the database, migrated and seeded it (index 0 runs
  // the jobs and the transcoder and prints the banner).
  const index = cluster.isWorker ? Number(process.env.WORKER_INDEX ?? 0) : 0;
  const lead = index === 0;
  const database = await openDatabase(config, (m) => process.stdout.write(`[db] ${m}\n`), {
    prepared: cluster.isWorker,
  });
  const { app, ctx, state, media, services } = await buildApp(config, database.db, database.read.db);
  // Demo episodes (`demo:<seconds>`) get their drama's scene, caption and dialogue from the demo seed.
  const transcoder = createTranscodeWorker(database.db, config.dataDir, app.log, {
    demoEpisode: demoEpisodeSource(config.dataDir),
    stores: media,
  });
  if (config.VIDEO_WORKER && lead) transcoder.start();
  // Scheduled work on pg-boss (decision 50): durable, once per occurrence across nodes, retried.
  const jobs = !lead
    ? { stop: async () => {} }
    : await startJobs(
        database.url,
        [
          {
            // Unpaid orders expire and shipped orders complete on time; vouchers whose window closed
            // give their budget left back (decision 44). Rows are locked, so a rerun changes nothing.
            name: 'order-sweep',
            cron: '* * * * *',
            run: async () => {
              await services.orders.sweepOnce();
              await closeDueVouchers(database.db);
            },
          },
          {
            // Rush reservations (revenue-share units, ad placements) unpaid after their 24 hours are
            // abandoned and their units or places go back; each row once, whichever node runs it.
            name: 'rush-expiry',
            cron: '* * * * *',
            run: async () => {
              const now = new Date();
              return {
                units: await expireShareReservations(database.db, now),
                ads: await expireAdReservations(database.db, now),
              };
            },
          },
          {
            // Group-buy deals past their deadline without their count fail and every participant is
            // refunded, once each (the deal's row lock; decision 54).
            name: 'task-deadline',
            cron: '* * * * *',
            run: () => closeDueDeals(database.db, new Date()),
          },
          {
            // The revenue share's daily settlement (decision 48): at 00:00 in the stated time zone, every
            // finished day not settled yet, once per drama and day (its unique row), however many run it.
            name: 'revenue-settlement',
            cron: '0 0 * * *',
            timeZone: config.REVENUE_SHARE_TZ,
            run: async () => {
              const settled = await settleDue({ db: database.db, config, ads: adRevenueSource }, new Date());
              return { settled: settled.filter((s) => s.created).length };
            },
          },
          {
            // Merchant loans (decision 51): at 00:00 in the loans' time zone, what falls due and each
            // overdue day's late fee, once per loan and day (unique records under the loan's row lock).
            // Switched off, nothing new is posted.
            name: 'loan-daily',
            cron: '0 0 * * *',
            timeZone: config.LOAN_TZ,
            run: async () => (config.FEATURE_LOANS ? accrueLoans(database.db, new Date()) : { off: true }),
          },
        ],
        app.log,
      );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    state.shuttingDown = true;
    // The transcoder first: a Ctrl-C reaches ffmpeg too, and the episode it was making must go back
    // to the queue, not be marked failed, before the database closes (a few seconds at most: an
    // ffmpeg the signal did not reach finishes on its own, and its claim is taken again once stale).
    const transcoding = transcoder.stop();
    await jobs.stop().catch((err: unknown) => app.log.error({ err }, 'jobs: stop failed'));
    await Promise.race([transcoding, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    app.log.info(`${signal}: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await database.close();
    await database.stopServer?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (!lead) return;
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const mail = ctx.config.SMTP_URL ? 'SMTP' : 'dev outbox (console → Dev outbox, and this log)';
  process.stdout.write(
    [
      '',
      `  DramaMall is running (${process.env.EMBEDDED_DATABASE_URL || !config.DATABASE_URL ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}${workers > 1 ? `, ${workers} server processes` : ''})`,
      `  Client:         ${base}/            (entry: ${config.ENTRY})`,
      `  Drama app:      ${base}/tv/index`,
      `  Console:        ${base}/admin/`,
      `  Media:          ${media.public.kind === 's3' ? media.where : 'local disk (DATA_DIR)'}`,
      `  API reference:  ${base}/v1/docs     (OpenAPI: ${base}/v1/openapi.json)`,
      `  Staff demo:     ${config.DEMO_STAFF_EMAIL} / ${config.DEMO_STAFF_PASSWORD}`,
      `  Buyer demo:     ${DEMO_BUYER.email} / ${DEMO_BUYER.password}`,
      `  Seller demo:    store1@demo.local … store7@demo.local / Demo12345 (seller center at ${base}/seller)`,
      `  Seller signup:  invitation code ${DEMO_BUYER.inviteCode} (any user's code works; /auth/seller-signup)`,
      `  Mail:           ${mail}`,
      '',
    ].join('\n') + '\n',
  );
}

/**
 * `WORKERS` > 1: this process opens the database (starting the embedded PostgreSQL, migrating,
 * seeding), then runs one server process per worker on the same port (node:cluster shares the
 * socket) and replaces any that dies. The server is stateless between requests: sessions, mail,
 * idempotency keys and throttles are rows; chat and deal events fan out over LISTEN/NOTIFY; what a
 * process caches in memory is public and short-lived (CATALOG_CACHE_MS). SIGINT or SIGTERM stops
 * the workers (each finishes its open requests), then the database.
 */
async function runPrimary(config: Config, workers: number) {
  const database = await openDatabase(config, (m) => process.stdout.write(`[db] ${m}\n`));
  await database.close();
  const env = {
    DATABASE_URL: database.url,
    ...(config.DATABASE_URL ? {} : { EMBEDDED_DATABASE_URL: '1' }),
  };
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ ...env, WORKER_INDEX: String(index) });
    // Each process takes requests from when it listens (a start on a busy machine takes a while).
    worker.once('listening', () => process.stdout.write(`server process ${index} listening\n`));
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(`server process ${index} ended (${signal ?? code}); starting it again\n`);
      setTimeout(() => fork(index), 1000);
    });
  };
  for (let i = 0; i < workers; i++) fork(i);
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    await Promise.all(
      running.map(
        (w) =>
          new Promise<void>((resolve) => {
            w!.once('exit', () => resolve());
            w!.process.kill('SIGTERM');
          }),
      ),
    );
    await database.stopServer?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
