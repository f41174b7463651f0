import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '#server/db/client.js';
import { cloneTemplate, createTestApp } from '#test/helper.js';

/**
 * Issue 18 part 5: the public catalog and drama lists read from a replica when one is configured;
 * what a caller writes, and reads back about themselves, stays on the primary. The "replica" here is
 * a second copy of the same data behind a read-only connection, so a read that went to the primary
 * shows the primary's words and a write sent to the replica would fail.
 */
const primary = await cloneTemplate();
const copy = await cloneTemplate();
const url = new URL(copy.url);
url.searchParams.set('options', '-c default_transaction_read_only=on');
const replica: Database = connect(url.toString(), 4);
const t = await createTestApp({}, {}, { database: primary, readDatabase: replica });

// The app and the primary close with the test app's own afterAll.
afterAll(async () => {
  await replica.close();
  await copy.close();
});

describe('a read replica (DATABASE_READ_URL)', () => {
  it('serves the catalog and drama lists; the caller’s own writes and reads stay on the primary', async () => {
    const { rows } = await primary.pool.query<{ id: number; title: string }>(
      `select g.id, g.title from goods g join stores s on s.id = g.store_id
        where g.on_sale and s.status = 'normal' order by g.id limit 1`,
    );
    const goods = rows[0]!;
    // The primary moves on; the replica has not caught up yet.
    await primary.pool.query(`update goods set title = 'Renamed on the primary' where id = $1`, [goods.id]);
    await primary.pool.query(
      `update videos set title = 'Drama renamed on the primary' where id = (select min(id) from videos)`,
    );

    const info = await t.call('goods/getGoodsInfo', { id: goods.id });
    expect(info.body.data.title).toBe(goods.title);
    const list = await t.call('goods/getGoodsList', { sort: 'recommended', pageSize: 50 });
    expect(list.body.data.list.map((c: { title: string }) => c.title)).not.toContain(
      'Renamed on the primary',
    );
    const dramas = await t.call('video/getVideoList', { pageSize: 50 });
    expect(dramas.body.data.list.map((v: { title: string }) => v.title)).not.toContain(
      'Drama renamed on the primary',
    );

    // A buyer's wish is written to the primary (the read-only replica would refuse it) and read back.
    const b = await t.kit.buyer();
    const wished = await t.call('wish/toggle', { goodsId: goods.id, wished: true }, { token: b.token });
    expect(wished.status).toBe(200);
    const mine = await t.call('goods/getGoodsInfo', { id: goods.id }, { token: b.token });
    expect(mine.body.data.wished).toBe(true);
  });
});
