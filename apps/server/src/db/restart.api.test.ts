import { STAFF_ROLES } from '@app/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { freePort } from '#test/free-port.js';
import { createTestApp } from '#test/helper.js';
import { hashPassword } from '#server/lib/password.js';
import { staffRepository } from '#server/modules/staff/staff.repository.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { walletRepository } from '#server/modules/wallet/wallet.repository.js';
import { connect, runMigrations } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { DEMO_CURRENCIES } from '#server/seed/seed.js';

/**
 * A database restart (or failover) under write traffic (issue 10, finding 2): the node stays up,
 * answers 503 while the database is away, is ready again by itself, and no money moves twice.
 * This file runs its own PostgreSQL, so it can stop and start it.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-drill-'));
const server = await startEmbeddedPostgres({
  dir: path.join(dir, 'pg'),
  port: await freePort(),
  database: 'drill',
});
const database = connect(server.url, 10);
await runMigrations(database.db);
await staffRepository.upsert(database.db, {
  email: 'admin@demo.local',
  passwordHash: await hashPassword('Demo12345'),
  name: 'Drill Admin',
  roles: [...STAFF_ROLES],
});
for (const currency of DEMO_CURRENCIES) await walletRepository.upsertCurrency(database.db, currency);
// Registered before the app's own cleanup, so it runs after it (after-hooks run last-first): the app
// and its pool close while PostgreSQL is still up, rather than waiting on a server already stopped.
afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
const t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '10000' }, {}, { database });
const kit = walletKit(t);

const ready = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a database restart under load', () => {
  it('answers 503 while it is away, recovers by itself, frees the keys in flight, and moves no money twice', async () => {
    const payer = await kit.user({ funds: 100 });
    const payee = await kit.user();
    const transfer = (key: string) =>
      t.call(
        'user_wallet/transfer',
        { to: payee.email, amount: '0.01', tradePassword: TEST_TRADE_PASSWORD },
        { token: payer.token, headers: { 'idempotency-key': key } },
      );

    // Four clients send transfers (each with its own key) and read their wallet, without pause.
    const seen = new Map<string, number>();
    const statuses: number[] = [];
    // Which part of the drill each answer came in: before the stop, or after the database is back.
    let phase: 'before' | 'outage' | 'after' = 'before';
    const ok = { before: 0, outage: 0, after: 0 };
    let stop = false;
    let n = 0;
    const client = async () => {
      while (!stop) {
        const key = `drill-${n++}`;
        const res = await transfer(key);
        seen.set(key, res.status);
        statuses.push(res.status);
        if (res.status === 200) ok[phase]++;
        if (res.status >= 500) expect(res.body.error).toBe('SERVICE_UNAVAILABLE');
        statuses.push((await t.call('user_wallet/getWallet', {}, { token: payer.token })).status);
        // A client backs off a little when told the service is unavailable.
        if (res.status !== 200) await sleep(50);
      }
    };
    const clients = Array.from({ length: 4 }, client);

    for (let i = 0; i < 200 && ok.before < 5; i++) await sleep(50);
    phase = 'outage';
    await server.stop();
    await sleep(300);
    expect(await ready()).toBe(503);
    await sleep(1200);
    await server.start();
    for (let i = 0; i < 100 && (await ready()) !== 200; i++) await sleep(100);
    expect(await ready()).toBe(200);
    phase = 'after';
    for (let i = 0; i < 400 && ok.after < 5; i++) await sleep(50);
    stop = true;
    await Promise.all(clients);

    // Work went on before and after, and the outage answered 503, never 500.
    expect(ok.before).toBeGreaterThanOrEqual(5);
    expect(ok.after).toBeGreaterThanOrEqual(5);
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    // A client retries each request whose answer it did not get: every key ends in one transfer.
    for (const [key, status] of seen) {
      if (status === 200) continue;
      let res = await transfer(key);
      for (let i = 0; i < 50 && res.body.error === 'IDEMPOTENCY_IN_PROGRESS'; i++) {
        await sleep(200);
        res = await transfer(key);
      }
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const moved = seen.size;
    expect((await kit.wallet(payee.token)).balance).toBe(moved);
    expect((await kit.wallet(payer.token)).balance).toBe(10_000 - moved);
    const { rows } = await t.pool.query(`select count(*)::int as n from wallet_transfers`);
    expect(rows[0].n).toBe(moved);
    await t.verifyBooks();
  }, 60_000);
});
