import { PgBoss } from 'pg-boss';

/** One piece of scheduled work: a pg-boss queue of its own, fed by a cron schedule. */
export interface ScheduledJob {
  /** The queue and schedule name (letters, digits, `-`). */
  name: string;
  /** A cron expression (minute resolution) evaluated in `timeZone`. */
  cron: string;
  /** IANA time zone of the cron expression (default UTC). */
  timeZone?: string;
  /** The work: idempotent, so a retry or a second node doing it again changes nothing. */
  run: () => Promise<unknown>;
}

export interface JobLog {
  debug(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Jobs {
  /** Queues one run of a job now (what a schedule does at its time); answers the job id. */
  runNow(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Durable scheduled work on PostgreSQL with pg-boss (decision 50): schedules live in the database,
 * so one occurrence makes one job however many nodes run; a queue's `singleton` policy keeps one
 * run of a job active at a time across nodes; a failed run is retried; an occurrence missed while
 * every node was down is sent once when one comes back (`missed: 'once'`). The work itself is
 * idempotent on its own rows (unique keys, row locks), so even a duplicate run is harmless.
 * A lost database connection is logged, never thrown: the node stays up and pg-boss reconnects.
 */
export async function startJobs(
  connectionString: string,
  jobs: readonly ScheduledJob[],
  log: JobLog,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 3,
    application_name: 'dramamall-jobs',
    connectionTimeoutMillis: 5_000,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'jobs: pg-boss error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'singleton',
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
    await boss.schedule(job.name, job.cron, null, { tz: job.timeZone ?? 'UTC', missed: 'once' });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      const started = Date.now();
      const result = await job.run();
      log.debug({ job: job.name, ms: Date.now() - started, result }, 'jobs: done');
      return result && typeof result === 'object' ? result : undefined;
    });
  }
  return {
    runNow: (name) => boss.send(name, null),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
