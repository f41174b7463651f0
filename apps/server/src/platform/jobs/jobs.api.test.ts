import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startJobs, type Jobs } from './jobs.js';

/** A database of its own (pg-boss installs its schema there), on the test run's PostgreSQL. */
const adminUrl = inject('pgAdminUrl');
const name = `jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = adminUrl.replace(/\/postgres$/, `/${name}`);
const silent = { debug: () => {}, error: () => {} };
const nodes: Jobs[] = [];

afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduled work on pg-boss', () => {
  it('keeps each schedule in the database in its time zone, and runs one job at a time across two nodes', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const work = {
      name: 'settle-test',
      cron: '0 0 * * *',
      timeZone: 'Asia/Singapore',
      run: async () => {
        running++;
        most = Math.max(most, running);
        await sleep(300);
        running--;
        runs++;
        return { ok: true };
      },
    };
    // Two nodes start the same job, as two server processes would.
    nodes.push(await startJobs(url, [work], silent, { pollingIntervalSeconds: 0.5 }));
    nodes.push(await startJobs(url, [work], silent, { pollingIntervalSeconds: 0.5 }));

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const schedules = await db.query<{ cron: string; timezone: string }>(
      `select cron, timezone from pgboss.schedule where name = 'settle-test'`,
    );
    // One schedule however many nodes registered it: one occurrence makes one job.
    expect(schedules.rows).toEqual([{ cron: '0 0 * * *', timezone: 'Asia/Singapore' }]);

    // Both nodes ask for a run at the same moment: the queue runs them one after the other.
    await Promise.all([nodes[0]!.runNow('settle-test'), nodes[1]!.runNow('settle-test')]);
    for (let i = 0; i < 150 && runs < 2; i++) await sleep(100);
    await db.end();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });
});
