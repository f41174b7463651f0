import type { ApiInput, CampaignItem } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { dramaRepository } from '#server/modules/drama/index.js';
import { taskRepository } from '#server/modules/task/index.js';
import { voucherRepository } from '#server/modules/voucher/index.js';

const PICK = 20;
type Body = ApiInput<'admin/searchCampaignItems'>;
type Deal = NonNullable<Awaited<ReturnType<typeof taskRepository.find>>>;

const blank = { image: '', store: '', amount: null, minSpend: null, progress: null } as const;
const present = <T>(v: T | undefined): v is T => v !== undefined;
const matches = (text: string, keyword: string | undefined) =>
  !keyword || text.toLocaleLowerCase().includes(keyword.toLocaleLowerCase());

function dealItem(r: Deal, now: Date): CampaignItem {
  return {
    id: r.deal.id,
    name: r.product.title,
    image: r.product.image,
    store: r.product.storeName,
    amount: r.deal.price,
    minSpend: null,
    progress: { joined: r.deal.joined, target: r.deal.targetCount },
    available: r.deal.status === 'open' && r.deal.deadline > now,
  };
}

async function goodsItems(tx: Tx, body: Body): Promise<CampaignItem[]> {
  const rows = body.ids
    ? (await Promise.all(body.ids.map((id) => catalogRepository.findGoods(tx, id)))).filter((r) => !!r)
    : (await catalogRepository.staffGoodsPage(tx, { page: 1, pageSize: 50, keyword: body.keyword })).rows;
  const onSale = new Set(
    (
      await catalogRepository.cardsByIds(
        tx,
        rows.map((r) => r.id),
      )
    ).map((c) => c.id),
  );
  const names = await catalogRepository.storeNames(tx, [...new Set(rows.map((r) => r.storeId))]);
  const list = rows.map((r) => ({
    ...blank,
    id: r.id,
    name: r.title,
    image: r.images[0] ?? '',
    store: names.get(r.storeId) ?? '',
    amount: r.price,
    available: onSale.has(r.id),
  }));
  return body.ids ? list : list.filter((i) => i.available).slice(0, PICK);
}

async function dramaItems(tx: Tx, body: Body): Promise<CampaignItem[]> {
  const rows = body.ids
    ? (await Promise.all(body.ids.map((id) => dramaRepository.findVideo(tx, id)))).filter((r) => !!r)
    : (
        await dramaRepository.staffVideoPage(tx, {
          page: 1,
          pageSize: PICK,
          keyword: body.keyword,
          published: true,
        })
      ).rows;
  return rows.map((r) => ({ ...blank, id: r.id, name: r.title, image: r.cover, available: r.published }));
}

async function voucherItems(tx: Tx, body: Body, now: Date): Promise<CampaignItem[]> {
  const storeIds = body.ids
    ? (await Promise.all(body.ids.map((id) => voucherRepository.findVoucher(tx, id))))
        .filter((v) => !!v)
        .map((v) => v.storeId)
    : (await catalogRepository.staffStorePage(tx, { page: 1, pageSize: 50, keyword: body.keyword })).rows.map(
        (r) => r.store.id,
      );
  if (!body.ids)
    return (await voucherRepository.running(tx, [...new Set(storeIds)], now)).slice(0, PICK).map((r) => ({
      ...blank,
      id: r.voucher.id,
      name: r.store,
      store: r.store,
      amount: r.voucher.amountOff,
      minSpend: r.voucher.minSpend,
      available: true,
    }));
  const names = await catalogRepository.storeNames(tx, [...new Set(storeIds)]);
  const found = await Promise.all(body.ids.map((id) => voucherRepository.findVoucher(tx, id)));
  return found.filter(present).map((v) => ({
    ...blank,
    id: v.id,
    name: names.get(v.storeId) ?? '',
    store: names.get(v.storeId) ?? '',
    amount: v.amountOff,
    minSpend: v.minSpend,
    // The save's own rule: an active store voucher not ended.
    available: v.status === 'active' && v.endAt > now,
  }));
}

async function dealItems(tx: Tx, body: Body, now: Date): Promise<CampaignItem[]> {
  if (body.ids)
    return (await taskRepository.findMany(tx, body.ids)).filter(present).map((r) => dealItem(r, now));
  // Open deals are few: running ones, then those timed to start, by the product's title.
  const [running, upcoming] = await Promise.all(
    (['running', 'upcoming'] as const).map((state) =>
      taskRepository.adminPage(tx, { page: 1, pageSize: 100, state }, now),
    ),
  );
  return [...running!.rows, ...upcoming!.rows]
    .filter((r) => r.deal.deadline > now && matches(r.product.title, body.keyword))
    .slice(0, PICK)
    .map((r) => dealItem(r, now));
}

/**
 * The console pickers' items, read through the owning modules: with ids, those items named in the
 * order given (an unknown id is left out); by keyword, what a save would take now.
 */
export async function campaignItems(tx: Tx, body: Body, now: Date): Promise<CampaignItem[]> {
  switch (body.kind) {
    case 'goods':
      return goodsItems(tx, body);
    case 'drama':
      return dramaItems(tx, body);
    case 'voucher':
      return voucherItems(tx, body, now);
    case 'deal':
      return dealItems(tx, body, now);
  }
}
