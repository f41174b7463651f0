/**
 * Marketplace throughput on this machine (DESIGN §8: catalog reads at several thousand requests a
 * second with p99 under 50 ms; placing and paying an order at over 1,000 a second with the ledger
 * intact). Starts the real server as its own process on a fresh embedded PostgreSQL with the demo
 * catalog, loads it over loopback from this process, prints a table, verifies the books, stops.
 *
 *   npx tsx bench/mall.bench.ts [seconds=10] [connections=50] [buyers=64]
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

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const buyerCount = Number(process.argv[4] ?? 64);
const port = 3998;
const pgPort = 54498;
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
  },
  stdio: 'ignore',
  detached: true,
});

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function call<T>(
  apiPath: string,
  body: unknown,
  token?: string,
  key?: string,
): Promise<{ status: number; data: T }> {
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

async function read(title: string, apiPath: string, body: unknown) {
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

const db = new pg.Client({ connectionString: dbUrl });

async function makeBuyer(i: number, staff: string) {
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
    { currencyId: 1, amount: '100000', txHash: hash },
    token,
  );
  await call('admin/reviewDeposit', { id: dep.data.id, action: 'approve' }, staff);
  const address = await call<{ id: number }>(
    'address/saveAddress',
    { recipient: 'Bench Buyer', phone: '+1 555 0100', country: 'United States', street: '1 Bench St' },
    token,
  );
  return { token, addressId: address.data.id };
}

try {
  await waitReady();
  await db.connect();
  const staff = (
    await call<{ token: string }>('admin/signin', { email: 'admin@demo.local', password: 'Demo12345' })
  ).data.token;
  // Forty products from stores that can sell, with plenty of stock and no per-buyer limit: orders
  // spread over them as real traffic does (one hot product is the race test's subject, not this one's).
  const { rows } = await db.query<{ goods_id: number; sku_id: number }>(
    `select distinct on (g.id) g.id as goods_id, k.id as sku_id from goods g join goods_skus k on k.goods_id = g.id
       join stores s on s.id = g.store_id where s.status = 'normal' and g.on_sale and k.price < 5000
       order by g.id, k.id limit 40`,
  );
  const targets = rows;
  const target = targets[0]!;
  await db.query('update goods_skus set stock = 10000000 where id = any($1)', [targets.map((t) => t.sku_id)]);
  await db.query('update goods set max_per_customer = 0 where id = any($1)', [
    targets.map((t) => t.goods_id),
  ]);

  const table = [
    await read('goods/getGoodsList (recommended, page 1)', 'goods/getGoodsList', { sort: 'recommended' }),
    await read('goods/getGoodsList (keyword search)', 'goods/getGoodsList', {
      keyword: 'wireless',
      sort: 'sales',
    }),
    await read('goods/getGoodsInfo', 'goods/getGoodsInfo', { id: target.goods_id }),
  ];

  const buyers = [];
  for (let i = 0; i < buyerCount; i += 8) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, buyerCount - i) }, (_, j) => makeBuyer(i + j, staff)),
      )),
    );
  }

  // Place and pay: each buyer is one client doing create then pay, back to back, for `seconds`.
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    buyers.map(async (b) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const placed = await call<{ orders: { id: number }[] }>(
          'order/create',
          {
            items: [{ skuId: targets[Math.floor(Math.random() * targets.length)]!.sku_id, quantity: 1 }],
            addressId: b.addressId,
          },
          b.token,
          randomUUID(),
        );
        if (placed.status !== 200) {
          failures++;
          continue;
        }
        const paid = await call(
          'order/pay',
          { ids: placed.data.orders.map((o) => o.id) },
          b.token,
          randomUUID(),
        );
        if (paid.status !== 200) failures++;
        else latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.floor(p * (latencies.length - 1))]!.toFixed(1);
  const database = connect(dbUrl, 2);
  const verified = await verifyLedger(database.db);
  await database.close();
  console.table(table); // eslint-disable-line no-console -- a benchmark's output is its table
  process.stdout.write(
    [
      `place and pay (${buyers.length} buyers, create + pay, 2 requests each): ${latencies.length} orders = ${Math.round(latencies.length / elapsed)}/s, ${failures} failed`,
      `latency ms (both calls): p50 ${pct(0.5)}  p99 ${pct(0.99)}`,
      `ledger:verify: ${verified.ok ? 'OK' : 'FAILED'} (${verified.transfers} transfers, imbalance ${verified.imbalance})`,
    ].join('\n') + '\n',
  );
} finally {
  await db.end().catch(() => {});
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
