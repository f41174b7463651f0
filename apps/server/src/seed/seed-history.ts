import { asc, eq, inArray, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config/env.js';
import type { Db, Tx } from '#server/db/client.js';
import { goods, goodsSkus, orderEvents, orderLines, orders, stores, users } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { hashPassword } from '#server/lib/password.js';
import { userRepository } from '#server/modules/account/index.js';
import { addressRepository } from '#server/modules/address/index.js';
import { catalogRepository, sellerGoodsRepository, storeCanSell } from '#server/modules/catalog/index.js';
import { chatRepository } from '#server/modules/chat/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import {
  answerRefund,
  cancelOrder,
  completeOrder,
  deliverOrder,
  payOrders,
  placeOrders,
  purchaseOrder,
  refundOrder,
  requestRefund,
  reviewOrderLine,
  shipOrder,
  type OrderActor,
} from '#server/modules/order/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { createFileService } from '#server/platform/storage/file.service.js';
import { createLocalStorage } from '#server/platform/storage/storage.js';
import {
  CHAT_SCRIPTS,
  LATE_REFUNDS,
  REFUND_REASONS,
  REVIEW_WORDS,
  SHOPPERS,
  STORE_REPLIES,
  type Lang,
} from './history-words.js';
import { reviewPhoto } from './review-photos.js';
import { chance, int, mulberry32, pick, sample, weighted, type Rng } from './random.js';

/**
 * The marketplace's recorded past (DESIGN §2, decision 0026): simulated buyers sign up, get an
 * opening balance, and over the last three months place orders, pay them from the wallet, have
 * them purchased, shipped and delivered, confirm receipt (or let the confirmation window run out),
 * cancel or get refunded now and then, review what they received (some with photos), follow
 * stores, wish for products and ask stores questions. Every step is the real flow the app runs,
 * recorded at its simulated time (`clock.run`), so sold counts, ratings, review counts, store
 * sales and followers are what those rows add up to. Deterministic (a seeded generator) and in
 * one transaction: it runs once, when its buyers do not exist yet, and leaves nothing half done.
 */

export const SHOPPER_PASSWORD = 'Demo12345';
export const shopperEmail = (n: number) => `shopper${n}@demo.local`;
/** Checkouts the history plans; the few that find no stock are skipped. */
const CHECKOUTS = 180;
/** How far back the history starts, in days. */
const HISTORY_DAYS = 88;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Who moves orders on and answers for the stores until the seller centre exists (as the console does today). */
const FULFILMENT_STAFF = 'support@demo.local';

type OrderRow = Awaited<ReturnType<typeof placeOrders>>[number];

interface Step {
  at: number;
  seq: number;
  run: (tx: Tx) => Promise<void>;
}

interface Product {
  id: number;
  storeId: number;
  createdAt: number;
  image: string;
  maxPerCustomer: number;
  /** How often buyers pick it (a seeded weight; featured products more often). */
  appeal: number;
  /** Its typical score (3.4 to 4.9): reviews scatter around it. */
  quality: number;
  skus: { id: number; price: number }[];
}

export interface HistorySummary {
  shoppers: number;
  orders: number;
  reviews: number;
  photos: number;
  follows: number;
  wishes: number;
  chats: number;
  ms: number;
}

/** Runs the history unless its first buyer exists. Review photos are stored under `uploadsRoot`. */
export async function seedHistory(
  db: Db,
  config: Config,
  uploadsRoot: string,
  log: (msg: string) => void = () => {},
): Promise<HistorySummary | null> {
  if (await userRepository.findByEmail(db, shopperEmail(1))) return null;
  const started = performance.now();
  const end = Date.now() - 10 * MINUTE;
  const begin = end - HISTORY_DAYS * DAY;
  const rng = mulberry32(20261126);
  // The seller center's part of the history (refund answers, review replies) draws from its own
  // generator, so the rest of the history stays what it was before the seller center existed.
  const sellerRng = mulberry32(20261127);

  const fulfiller =
    (await staffRepository.findByEmail(db, FULFILMENT_STAFF)) ??
    (await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL));
  if (!fulfiller) throw new Error('demo history: no staff member to fulfil orders');
  const actor: OrderActor = { type: 'staff', call: { staff: fulfiller, ip: '127.0.0.1' } };

  // The catalogue as the buyers find it: products of stores that sell, with their options.
  const storeRows = await db.select().from(stores).orderBy(asc(stores.id));
  const selling = storeRows.filter((s) => storeCanSell(s.status));
  const featured = new Set(
    selling.flatMap((s) => s.sections.filter((x) => x.id === 'best-sellers').flatMap((x) => x.goodsIds)),
  );
  const goodsRows = await db
    .select()
    .from(goods)
    .where(
      inArray(
        goods.storeId,
        selling.map((s) => s.id),
      ),
    )
    .orderBy(asc(goods.id));
  const skuRows = await db
    .select()
    .from(goodsSkus)
    .where(
      inArray(
        goodsSkus.goodsId,
        goodsRows.map((g) => g.id),
      ),
    )
    .orderBy(asc(goodsSkus.id));
  const stock = new Map(skuRows.map((k) => [k.id, k.stock]));
  const products: Product[] = goodsRows
    .filter((g) => g.onSale)
    .map((g) => ({
      id: g.id,
      storeId: g.storeId,
      createdAt: g.createdAt.getTime(),
      image: g.images[0] ?? '',
      maxPerCustomer: g.maxPerCustomer,
      // A long tail: most products sell a little, a few sell a lot.
      appeal: (featured.has(g.id) ? 4 : 1) * Math.min(150, 1 / Math.pow(Math.max(rng(), 0.001), 1.3)),
      quality: 3.4 + rng() * 1.5,
      skus: skuRows.filter((k) => k.goodsId === g.id).map((k) => ({ id: k.id, price: k.price })),
    }))
    .filter((p) => p.skus.length > 0);
  const storeOwner = new Map(storeRows.map((s) => [s.id, s.ownerId]));

  // ---------- the plan: every step at its time ----------
  const steps: Step[] = [];
  let seq = 0;
  const at = (time: number, run: Step['run']) => {
    if (time <= end) steps.push({ at: Math.round(time), seq: seq++, run });
  };
  const shopperIds: number[] = [];
  const shopperLang = (n: number) => SHOPPERS[n]!.lang;
  const activity = SHOPPERS.map(() => 0.3 + rng() * 1.7);
  const bought = SHOPPERS.map(() => new Set<number>());
  const follows = new Set<string>();
  const counts = { orders: 0, reviews: 0, photos: 0, follows: 0, wishes: 0, chats: 0 };
  const photoJobs: { key: string; file: string; seed: number }[] = [];
  const photos = new Map<string, Buffer>();
  const storage = createLocalStorage(uploadsRoot);
  const wishes = new Set<string>();
  /** Reviews written so far, by checkout and product (the store's reply finds its review). */
  const reviewIds = new Map<string, number>();

  /** Follows a store once (the flow counts the follower). */
  const follow = (shopper: number, storeId: number, time: number) => {
    const key = `${shopper}:${storeId}`;
    if (follows.has(key)) return;
    follows.add(key);
    at(time, async (tx) => {
      await catalogRepository.setFollow(tx, shopperIds[shopper]!, storeId, true);
      counts.follows += 1;
    });
  };

  for (let c = 0; c < CHECKOUTS; c++) {
    // More orders lately, as a growing marketplace has.
    const placedAt = begin + HISTORY_DAYS * DAY * Math.sqrt(rng());
    const shopper = SHOPPERS.indexOf(weighted(rng, SHOPPERS, (s) => activity[SHOPPERS.indexOf(s)]!));
    const lang = shopperLang(shopper);
    const listed = products.filter((p) => p.createdAt < placedAt - DAY && !bought[shopper]!.has(p.id));
    if (!listed.length) continue;
    const lineCount = weighted(rng, [1, 2, 3], (n) => (n === 1 ? 75 : n === 2 ? 20 : 5));
    const chosen: Product[] = [];
    for (let i = 0; i < lineCount; i++) {
      const p = weighted(rng, listed, (x) => (chosen.includes(x) ? 0.0001 : x.appeal));
      if (!chosen.includes(p)) chosen.push(p);
    }
    for (const p of chosen) bought[shopper]!.add(p.id);
    const wanted = chosen.map((p) => {
      const quantity = Math.min(
        weighted(rng, [1, 2, 3], (n) => (n === 1 ? 80 : n === 2 ? 15 : 5)),
        p.maxPerCustomer || 3,
      );
      return { product: p, sku: pick(rng, p.skus), quantity };
    });
    // The buyer's timeline for this checkout.
    const abandon = chance(rng, 0.04);
    const paidAt = placedAt + int(rng, 1, 15) * MINUTE;
    const checkout = { orders: [] as OrderRow[] };
    const rowOf = (storeId: number) => checkout.orders.find((o) => o.storeId === storeId);
    const replace = (row: OrderRow) => {
      checkout.orders = checkout.orders.map((o) => (o.id === row.id ? row : o));
    };

    at(placedAt, async (tx) => {
      // Options sold out by earlier buyers are left out; nothing left, no order.
      const lines = wanted.filter((w) => (stock.get(w.sku.id) ?? 0) >= w.quantity);
      if (!lines.length) return;
      const s = SHOPPERS[shopper]!;
      checkout.orders = await placeOrders(tx, config, {
        userId: shopperIds[shopper]!,
        lines: lines.map((w) => ({ skuId: w.sku.id, quantity: w.quantity })),
        address: {
          recipient: s.name,
          phone: s.phone,
          country: s.country,
          region: s.region,
          street: s.street,
          postcode: s.postcode,
        },
        remark: '',
        checkoutKey: `demo-history-${c}`,
        fromCart: false,
      });
      for (const w of lines) stock.set(w.sku.id, stock.get(w.sku.id)! - w.quantity);
      counts.orders += checkout.orders.length;
    });
    const release = async (tx: Tx, row: OrderRow) => {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id));
      for (const l of lines) stock.set(l.skuId, (stock.get(l.skuId) ?? 0) + l.quantity);
    };
    if (abandon) {
      // Left unpaid: the buyer cancels, or the payment window runs out.
      const expired = chance(rng, 0.5);
      const when = expired
        ? placedAt + (config.ORDER_PAY_MINUTES + 1) * MINUTE
        : placedAt + int(rng, 5, 20) * MINUTE;
      at(when, async (tx) => {
        for (const o of checkout.orders) {
          if (o.status !== 'unpaid') continue;
          replace(await cancelOrder(tx, o, expired));
          await release(tx, o);
        }
      });
      continue;
    }
    at(paidAt, async (tx) => {
      const unpaid = checkout.orders.filter((o) => o.status === 'unpaid');
      if (!unpaid.length) return;
      const due = unpaid.reduce((n, o) => n + o.total, 0);
      if ((await ledger.available(tx, shopperIds[shopper]!)) < due) return;
      for (const row of await payOrders(
        tx,
        shopperIds[shopper]!,
        unpaid.map((o) => o.id),
      ))
        replace(row);
    });
    // Not paid after all (too little left in the wallet): the window runs out.
    at(placedAt + (config.ORDER_PAY_MINUTES + 1) * MINUTE, async (tx) => {
      for (const o of checkout.orders) {
        if (o.status !== 'unpaid') continue;
        replace(await cancelOrder(tx, o, true));
        await release(tx, o);
      }
    });

    // Each store's order goes its own way.
    for (const storeId of [...new Set(chosen.map((p) => p.storeId))]) {
      const mine = wanted.filter((w) => w.product.storeId === storeId);
      const owner = storeOwner.get(storeId)!;
      const refundEarly = chance(rng, 0.03);
      const purchasedAt = paidAt + int(rng, 60, 8 * 60) * MINUTE;
      const shippedAt = purchasedAt + int(rng, 4 * 60, 30 * 60) * MINUTE;
      const deliveredAt = shippedAt + int(rng, 2 * 24, 6 * 24) * HOUR;
      const confirms = chance(rng, 0.88);
      const completedAt = confirms
        ? deliveredAt + int(rng, 3, 96) * HOUR
        : shippedAt + config.ORDER_AUTO_CONFIRM_DAYS * DAY;

      if (refundEarly) {
        // Changed their mind before the seller purchased: the refund is immediate.
        const reason = REFUND_REASONS[lang][chance(rng, 0.5) ? 0 : 1];
        at(paidAt + int(rng, 15, 50) * MINUTE, async (tx) => {
          const o = rowOf(storeId);
          if (!o || !(o.status === 'to_purchase' || (o.status === 'pending' && o.wholesaleTotal === 0)))
            return;
          replace(await requestRefund(tx, o, reason));
          await release(tx, o);
        });
        continue;
      }
      at(purchasedAt, async (tx) => {
        const o = rowOf(storeId);
        if (!o || o.status !== 'to_purchase') return;
        // A seller short of funds does not purchase; the buyer asks for the money back later.
        if ((await ledger.available(tx, owner)) < o.wholesaleTotal) return;
        replace(await purchaseOrder(tx, actor, o.id));
      });
      at(paidAt + 2 * DAY, async (tx) => {
        const o = rowOf(storeId);
        if (!o || o.status !== 'to_purchase') return;
        replace(await requestRefund(tx, o, REFUND_REASONS[lang][2]));
        await release(tx, o);
      });
      at(shippedAt, async (tx) => {
        const o = rowOf(storeId);
        if (!o || o.status !== 'pending') return;
        replace(await shipOrder(tx, config, actor, o.id, {}));
      });
      at(deliveredAt, async (tx) => {
        const o = rowOf(storeId);
        if (!o || o.status !== 'shipped') return;
        await deliverOrder(tx, actor, o.id);
      });
      at(completedAt, async (tx) => {
        const o = rowOf(storeId);
        if (!o || o.status !== 'shipped') return;
        replace(await completeOrder(tx, o, !confirms));
      });
      // Now and then a buyer asks for a refund after the parcel arrived (a scratch); the seller
      // accepts at once or declines with a reason, and staff arbitrate a declined one two days on.
      if (sellerRng() < 0.07) {
        const askedAt = deliveredAt + int(sellerRng, 4, 40) * HOUR;
        const answeredAt = askedAt + int(sellerRng, 2, 30) * HOUR;
        const accepts = sellerRng() < 0.55;
        const words = LATE_REFUNDS[lang];
        at(askedAt, async (tx) => {
          const o = rowOf(storeId);
          if (!o || o.status !== 'shipped') return;
          replace(await requestRefund(tx, o, words.reason));
        });
        at(answeredAt, async (tx) => {
          const o = rowOf(storeId);
          if (!o || o.status !== 'refunding') return;
          replace(await answerRefund(tx, o, { accept: accepts, reason: accepts ? '' : words.declined }));
          if (accepts) await release(tx, o);
        });
        at(answeredAt + 2 * DAY, async (tx) => {
          const o = rowOf(storeId);
          if (!o || o.status !== 'refunding' || !o.refundSellerReason) return;
          replace(await refundOrder(tx, o, words.reason, fulfiller.id));
          await release(tx, o);
        });
      }
      // Reviews of what arrived: most buyers write one, some add photos.
      for (const w of mine) {
        if (!chance(rng, 0.6)) continue;
        const score = Math.max(1, Math.min(5, Math.round(w.product.quality + (rng() - 0.5) * 1.8)));
        const content = reviewText(rng, lang, score);
        const photoCount = chance(rng, 0.14) && w.product.image ? (chance(rng, 0.25) ? 2 : 1) : 0;
        const reviewedAt = completedAt + int(rng, 6, 8 * 24) * HOUR;
        if (reviewedAt > end) continue;
        const keys = Array.from({ length: photoCount }, (_, i) => `${c}:${w.product.id}:${i}`);
        for (const key of keys)
          photoJobs.push({
            key,
            file: path.join(uploadsRoot, w.product.image.replace(/^\/media\//, '')),
            seed: Math.floor(rng() * 2 ** 31),
          });
        at(reviewedAt, async (tx) => {
          const o = rowOf(storeId);
          if (!o || o.status !== 'completed') return;
          const [line] = await tx
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(sql`${orderLines.orderId} = ${o.id} and ${orderLines.skuId} = ${w.sku.id}`);
          if (!line) return;
          const images: string[] = [];
          for (const key of keys) {
            const buffer = photos.get(key);
            if (!buffer) continue;
            const saved = await createFileService({ db: tx, storage }).saveImage({
              buffer,
              folder: 'review',
              originalName: 'photo.webp',
              owner: { userId: shopperIds[shopper]! },
            });
            images.push(saved.url);
          }
          const review = await reviewOrderLine(tx, shopperIds[shopper]!, {
            orderLineId: line.id,
            score,
            content,
            images,
          });
          counts.reviews += 1;
          counts.photos += images.length;
          reviewIds.set(`${c}:${w.product.id}`, review.id);
        });
        // The store answers most poor reviews and some good ones, in the buyer's language.
        const replies = sellerRng() < (score <= 3 ? 0.9 : 0.4);
        const repliedAt = reviewedAt + int(sellerRng, 2, 48) * HOUR;
        const reply = pick(sellerRng, STORE_REPLIES[lang][score <= 3 ? 'poor' : 'good']);
        if (replies)
          at(repliedAt, async (tx) => {
            const id = reviewIds.get(`${c}:${w.product.id}`);
            if (id) await sellerGoodsRepository.reply(tx, storeId, id, reply);
          });
      }
      // Happy buyers follow the store now and then.
      if (chance(rng, 0.3)) follow(shopper, storeId, completedAt + int(rng, 1, 72) * HOUR);
    }
  }

  // Browsing: wishes and follows of stores not bought from yet.
  SHOPPERS.forEach((_, shopper) => {
    for (let i = int(rng, 2, 7); i > 0; i--) {
      const time = begin + rng() * HISTORY_DAYS * DAY;
      const listed = products.filter((p) => p.createdAt < time);
      if (!listed.length) continue;
      const p = weighted(rng, listed, (x) => x.appeal);
      if (wishes.has(`${shopper}:${p.id}`)) continue;
      wishes.add(`${shopper}:${p.id}`);
      at(time, async (tx) => {
        await catalogRepository.setWish(tx, shopperIds[shopper]!, p.id, true);
        counts.wishes += 1;
      });
    }
    for (let i = int(rng, 0, 2); i > 0; i--) {
      follow(shopper, pick(rng, selling).id, begin + rng() * HISTORY_DAYS * DAY);
    }
  });

  // Questions to stores, answered for the store from the console, all read on both sides.
  for (let i = 0; i < 18; i++) {
    const shopper = int(rng, 0, SHOPPERS.length - 1);
    const lang = shopperLang(shopper);
    const [question, answer, thanks] = pick(rng, CHAT_SCRIPTS[lang]);
    const storeId = pick(rng, selling).id;
    const asked = begin + rng() * (HISTORY_DAYS - 2) * DAY;
    const answered = asked + int(rng, 10, 240) * MINUTE;
    const thanked = answered + int(rng, 5, 180) * MINUTE;
    const says = chance(rng, 0.7);
    let row: Awaited<ReturnType<typeof chatRepository.findOrCreate>> | undefined;
    at(asked, async (tx) => {
      row = await chatRepository.findOrCreate(tx, shopperIds[shopper]!, 'store', storeId);
      await chatRepository.insertMessage(tx, row, { fromUser: true, type: 'text', content: question });
      counts.chats += 1;
    });
    at(answered, async (tx) => {
      if (!row) return;
      await chatRepository.insertMessage(tx, row, {
        fromUser: false,
        staffId: fulfiller.id,
        type: 'text',
        content: answer,
      });
      await chatRepository.markRead(tx, row, 'peer');
    });
    at(thanked, async (tx) => {
      if (!row) return;
      await chatRepository.markRead(tx, row, 'user');
      if (!says) return;
      await chatRepository.insertMessage(tx, row, { fromUser: true, type: 'text', content: thanks });
    });
    at(thanked + int(rng, 10, 90) * MINUTE, async (tx) => {
      if (row) await chatRepository.markRead(tx, row, 'peer');
    });
  }

  log(
    `demo history: ${SHOPPERS.length} buyers, ${steps.length} steps planned; drawing ${photoJobs.length} review photos`,
  );
  // ---------- the photos, drawn before the transaction (pure work, two at a time) ----------
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < photoJobs.length) {
        const job = photoJobs[next++]!;
        if (!fs.existsSync(job.file)) continue;
        photos.set(job.key, await reviewPhoto(job.file, mulberry32(job.seed)));
      }
    }),
  );

  // ---------- the run: buyers sign up, then every step in time order, in one transaction ----------
  steps.sort((a, b) => a.at - b.at || a.seq - b.seq);
  const passwordHash = await hashPassword(SHOPPER_PASSWORD);
  let now = begin;
  await db.transaction((tx) =>
    clock.run(
      () => new Date(now),
      async () => {
        for (const [n, s] of SHOPPERS.entries()) {
          now = begin - int(rng, 5, 40) * DAY;
          const [user] = await tx
            .insert(users)
            .values({
              email: shopperEmail(n + 1),
              passwordHash,
              nickname: s.name,
              inviteCode: `SHOP${String(n + 1).padStart(4, '0')}`,
              locale: s.lang,
              createdAt: new Date(now),
              updatedAt: new Date(now),
            })
            .returning({ id: users.id });
          shopperIds.push(user!.id);
          await addressRepository.insert(tx, {
            userId: user!.id,
            recipient: s.name,
            phone: s.phone,
            country: s.country,
            region: s.region,
            street: s.street,
            postcode: s.postcode,
            isDefault: true,
            createdAt: new Date(now),
          });
          // Their first top-up, recorded like the demo accounts' opening balances.
          await ledger.transfer(tx, {
            transferId: `demo:opening:${user!.id}`,
            debitAccountId: ledger.ref.platform('platform:capital'),
            creditAccountId: ledger.ref.user(user!.id),
            amount: int(rng, 8, 30) * 10_000,
            kind: 'deposit',
            memo: 'demo opening balance',
            line: { kind: 'openingBalance' },
          });
        }
        for (const [i, step] of steps.entries()) {
          now = step.at;
          await step.run(tx);
          if ((i + 1) % Math.ceil(steps.length / 4) === 0 && i + 1 < steps.length)
            log(`demo history: ${Math.round(((i + 1) / steps.length) * 100)}% (${counts.orders} orders)`);
        }
        // Refund requests still open today, for the seller center's refunds: the first store has
        // one it declined (waiting for staff) and one to answer, the second one to answer.
        const open: [store: number, nth: number, askedHoursAgo: number, declinedHoursAgo: number | null][] = [
          [0, 1, 30, 26],
          [0, 0, 20, null],
          [1, 0, 18, null],
        ];
        for (const [store, nth, asked, declined] of open) {
          const storeId = selling[store]?.id;
          if (!storeId) continue;
          const [o] = await tx
            .select()
            .from(orders)
            .where(sql`${orders.storeId} = ${storeId} and ${orders.status} = 'shipped'`)
            .orderBy(sql`${orders.shippedAt} desc`, asc(orders.id))
            .limit(1)
            .offset(nth === 1 ? 1 : 0);
          if (!o) continue;
          const words = LATE_REFUNDS[shopperLang(Math.max(0, shopperIds.indexOf(o.userId)))];
          // Never before what already happened to the order (shipped, delivered).
          const [last] = await tx
            .select({ at: sql<Date>`max(${orderEvents.createdAt})` })
            .from(orderEvents)
            .where(eq(orderEvents.orderId, o.id));
          now = Math.min(
            end - HOUR,
            Math.max(end - asked * HOUR, new Date(last?.at ?? 0).getTime() + 30 * MINUTE),
          );
          const asking = await requestRefund(tx, o, words.reason);
          if (declined !== null) {
            now = Math.min(end, now + (asked - declined) * HOUR);
            await answerRefund(tx, asking, { accept: false, reason: words.declined });
          }
        }
        // The stores' "Best sellers" now list what really sold most.
        for (const s of selling) {
          const top = await tx
            .select({ id: goods.id })
            .from(goods)
            .where(eq(goods.storeId, s.id))
            .orderBy(sql`${goods.sold} desc`, asc(goods.id))
            .limit(8);
          const sections = s.sections.map((x) =>
            x.id === 'best-sellers' ? { ...x, goodsIds: top.map((r) => r.id) } : x,
          );
          await tx.update(stores).set({ sections }).where(eq(stores.id, s.id));
        }
      },
    ),
  );
  const summary = { shoppers: SHOPPERS.length, ...counts, ms: Math.round(performance.now() - started) };
  log(
    `demo history: ${summary.orders} orders, ${summary.reviews} reviews (${summary.photos} photos), ` +
      `${summary.follows} follows, ${summary.wishes} wishes, ${summary.chats} chats by ${summary.shoppers} buyers in ${summary.ms} ms`,
  );
  return summary;
}

/** A review in the buyer's language: how they feel, a detail or two, sometimes a last word. */
function reviewText(rng: Rng, lang: Lang, score: number): string {
  const w = REVIEW_WORDS[lang];
  const mood = score === 5 ? w.great : score === 4 ? w.good : score === 3 ? w.mixed : w.bad;
  const parts = [pick(rng, mood)];
  if (score >= 4) parts.push(...sample(rng, w.praise, int(rng, 1, 2)));
  else if (score === 3) parts.push(pick(rng, w.praise), pick(rng, w.complaint));
  else parts.push(...sample(rng, w.complaint, int(rng, 1, 2)));
  if (score >= 4 && chance(rng, 0.35)) parts.push(pick(rng, w.closing));
  return parts.join(w.gap);
}
