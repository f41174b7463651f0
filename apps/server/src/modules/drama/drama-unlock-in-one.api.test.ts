import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  ledgerTransfers,
  videoItems,
  videos,
  videoUnlocks,
} from '#server/db/schema/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { dramaRepository } from './drama.repository.js';

/**
 * The usual unlock in one call of the database function `unlock_episode` (decision 69): it unlocks,
 * charges and keeps the answer together, or changes nothing at all and leaves the case to the
 * unlock's general way.
 */
const t = await createTestApp();
const kit = walletKit(t);

async function episodes(price: number) {
  const [v] = await t.db
    .insert(videos)
    .values({ title: `One call ${randomUUID().slice(0, 6)}`, freeEpisodes: 0 })
    .returning();
  return t.db
    .insert(videoItems)
    .values(
      [1, 2, 3].map((index) => ({
        videoId: v!.id,
        index,
        title: `Episode ${index}`,
        price,
        status: 'ready' as const,
      })),
    )
    .returning();
}

async function viewer(funds: number) {
  const made = await kit.user({ funds });
  const userId = made.user.id;
  // The content-revenue shard exists once any viewer of the shard has paid; here, made first.
  await ledger.platformAccount(t.db, accountCodes.contentShard(userId));
  return { ...made, userId };
}

function unlockOf(
  userId: number,
  item: { id: number; videoId: number; price: number },
  key?: string,
  creditCode = ledger.ref.platform(accountCodes.contentShard(userId)).code,
) {
  const transferId = `unlock:u${userId}:i${item.id}`;
  const kept = key
    ? {
        userId,
        key,
        path: 'user_wallet/payUnlockOne',
        requestHash: 'h',
        statusCode: 200,
        response: '{"code":0}',
      }
    : undefined;
  return dramaRepository.unlockInOne(
    t.db,
    { userId, itemId: item.id, videoId: item.videoId, price: item.price, transferId },
    {
      debitCode: ledger.ref.user(userId).code,
      creditCode,
      memo: `#${item.id}`,
      line: { kind: 'episodeUnlock', drama: 'One call', episode: 1 },
    },
    kept,
  );
}

/** What an unlock leaves behind for the viewer: unlock rows, transfers, kept answers, balance. */
async function traces(userId: number) {
  const [unlocks] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(videoUnlocks)
    .where(eq(videoUnlocks.userId, userId));
  const [transfers] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(sql`${ledgerTransfers.transferId} like ${`unlock:u${userId}:%`}`);
  const [keys] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, userId));
  return {
    unlocks: unlocks!.n,
    transfers: transfers!.n,
    keys: keys!.n,
    balance: await ledger.available(t.db, userId),
  };
}

describe('an unlock in one call (decision 69)', () => {
  it('unlocks, charges the viewer and keeps the answer under the key together', async () => {
    const [one] = await episodes(50);
    const v = await viewer(10);
    expect(await unlockOf(v.userId, one!, 'key-1')).toBe(true);
    expect(await traces(v.userId)).toEqual({ unlocks: 1, transfers: 1, keys: 1, balance: 1_000 - 50 });
    const [key] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, v.userId), eq(idempotencyKeys.key, 'key-1')));
    expect(key).toMatchObject({ statusCode: 200, response: '{"code":0}', path: 'user_wallet/payUnlockOne' });
    // Without a key: the unlock and the charge, no kept answer.
    const [, two] = await episodes(30);
    expect(await unlockOf(v.userId, two!)).toBe(true);
    expect(await traces(v.userId)).toEqual({ unlocks: 2, transfers: 2, keys: 1, balance: 1_000 - 80 });
    await t.verifyBooks();
  });

  it('changes nothing for an episode unlocked before, too little balance, or a key already answered', async () => {
    const [one, two] = await episodes(400);
    const v = await viewer(5);
    expect(await unlockOf(v.userId, one!, 'first')).toBe(true);
    const after = await traces(v.userId);
    expect(after).toEqual({ unlocks: 1, transfers: 1, keys: 1, balance: 100 });
    // Unlocked before: nothing charged again, no second answer kept.
    expect(await unlockOf(v.userId, one!, 'again')).toBe(false);
    // 400 against a balance of 100: no unlock row, no transfer, no answer kept.
    expect(await unlockOf(v.userId, two!, 'poor')).toBe(false);
    expect(await traces(v.userId)).toEqual(after);

    const rich = await viewer(20);
    // The key already holds an answer: the unlock and its charge roll back with it.
    expect(await unlockOf(rich.userId, one!, 'used')).toBe(true);
    const before = await traces(rich.userId);
    expect(await unlockOf(rich.userId, two!, 'used')).toBe(false);
    expect(await traces(rich.userId)).toEqual(before);
    await t.verifyBooks();
  });

  it('changes nothing when an account is not there yet (its first charge takes the general way)', async () => {
    const [one] = await episodes(50);
    const v = await viewer(10);
    const before = await traces(v.userId);
    const missing = `platform:content:none-${randomUUID()}`;
    expect(await unlockOf(v.userId, one!, 'k', missing)).toBe(false);
    expect(await traces(v.userId)).toEqual(before);
    const [account] = (
      await t.db.execute(sql`select count(*)::int as n from ledger_accounts where code = ${missing}`)
    ).rows;
    expect(account).toEqual({ n: 0 });
    await t.verifyBooks();
  });
});
