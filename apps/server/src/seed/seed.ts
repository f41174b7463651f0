import { STAFF_ROLES } from '@app/contract';
import path from 'node:path';
import type { Config } from '#server/config/env.js';
import { hashPassword } from '#server/lib/password.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { userRepository } from '#server/modules/account/index.js';
import { walletRepository } from '#server/modules/wallet/index.js';
import { bankRepository } from '#server/modules/bank/index.js';
import type { Db } from '#server/db/client.js';
import { STORES, seedCatalog } from './seed-catalog.js';
import { setStoreStatus } from '#server/modules/catalog/index.js';
import { audit } from '#server/platform/audit/index.js';
import { and, eq, isNull } from 'drizzle-orm';
import { seedHistory } from './seed-history.js';
import { seedDecoration } from './seed-decoration.js';
import { seedPromotions } from './seed-promotions.js';
import { seedDemoAuths } from './seed-kyc.js';
import { seedMarketingApplications } from './seed-marketing.js';
import { seedInvitations } from './seed-invite.js';
import { seedVouchers } from './seed-vouchers.js';
import { seedDemoDramas } from './seed-dramas.js';
import { seedInvest } from './seed-invest.js';
import { seedLoans } from './seed-loans.js';
import { seedDeals } from './seed-deals.js';
import { seedLottery } from './seed-lottery.js';
import { seedVideoBanners } from './seed-video-banners.js';
import { seedLegalPages } from './seed-legal.js';
import { seedTraffic } from './seed-traffic.js';
import { seedProfit } from './seed-profit.js';
import { seedAdv } from './seed-adv.js';
import { publishSeedMedia } from './publish-media.js';
import { seedCampaigns } from './seed-campaigns.js';
import { helpArticles, stores, vipPlans } from '#server/db/schema/index.js';
import { accountCodes, ledger, ledgerRepository } from '#server/modules/ledger/index.js';
import { DEMO_HELP_ARTICLES } from './seed-help.js';

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const ETHEREUM = '^0x[0-9a-fA-F]{40}$';
const BITCOIN = '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$';

/**
 * Demo currencies. The deposit addresses are placeholders of the right shape, not wallets anyone
 * controls; staff set real ones in the console. Stablecoins are 1:1; the BTC rate is a demo value.
 */
export const DEMO_CURRENCIES = [
  {
    currency: 'USDT',
    network: 'TRC20',
    scale: 6,
    depositAddress: 'TDemoDramaMaLLDepositAddress1234Xy',
    rateMinorPerUnit: 100,
    minDeposit: 1_000_000,
    minWithdraw: 1_000,
    withdrawFee: 100,
    withdrawDailyLimit: 1_000_000,
    addressPattern: TRON,
    sort: 1,
  },
  {
    currency: 'USDT',
    network: 'ERC20',
    scale: 6,
    depositAddress: '0xDe300000000000000000000000000000000D3a10',
    rateMinorPerUnit: 100,
    minDeposit: 10_000_000,
    minWithdraw: 2_000,
    withdrawFee: 500,
    withdrawDailyLimit: 1_000_000,
    addressPattern: ETHEREUM,
    sort: 2,
  },
  {
    currency: 'BTC',
    network: 'BTC',
    scale: 8,
    depositAddress: 'bc1qdemxdramamallqqqqqqqqqqqqqqqqqqqqqqqqq',
    rateMinorPerUnit: 6_000_000,
    minDeposit: 10_000,
    minWithdraw: 5_000,
    withdrawFee: 500,
    withdrawDailyLimit: 1_000_000,
    addressPattern: BITCOIN,
    sort: 3,
  },
];

/** Demo bank accounts (fictitious numbers) for the bank-card top-up. */
const DEMO_BANK_CHANNELS = [
  {
    name: 'US domestic wire (USD)',
    bankName: 'Demo Bank of America N.A.',
    accountName: 'DramaMall Payments LLC',
    accountNumber: '000123456789',
    routingNumber: '026009593',
    code: 'DEMOUS33',
    bankAddress: '100 Demo Street, New York, NY 10001, USA',
    accountType: 'checking',
    currency: 'USD' as const,
    region: 'us' as const,
    rateMinorPerUnit: 100,
    minAmount: 5_000,
  },
  {
    name: 'SEPA transfer (EUR)',
    bankName: 'Demo Europa Bank AG',
    accountName: 'DramaMall Europe GmbH',
    accountNumber: 'DE89370400440532013000',
    routingNumber: null,
    code: 'DEMODEFFXXX',
    bankAddress: 'Demostraße 1, 10115 Berlin, Germany',
    accountType: 'IBAN',
    currency: 'EUR' as const,
    region: 'europe' as const,
    rateMinorPerUnit: 108,
    minAmount: 5_000,
  },
];

export const DEMO_BUYER = {
  email: 'buyer@demo.local',
  password: 'Demo12345',
  nickname: 'Demo Buyer',
  inviteCode: 'DEMO2026',
};

/** Demo data; safe to run on every start (inserts only what is missing). */
export async function seedDemo(db: Db, config: Config, log: (msg: string) => void = () => {}): Promise<void> {
  await staffRepository.upsert(db, {
    email: config.DEMO_STAFF_EMAIL,
    passwordHash: await hashPassword(config.DEMO_STAFF_PASSWORD),
    name: 'Demo Admin',
    roles: [...STAFF_ROLES],
  });
  await staffRepository.upsert(db, {
    email: 'support@demo.local',
    passwordHash: await hashPassword(config.DEMO_STAFF_PASSWORD),
    name: 'Demo Support',
    roles: ['support'],
  });
  await staffRepository.upsert(db, {
    email: 'content@demo.local',
    passwordHash: await hashPassword(config.DEMO_STAFF_PASSWORD),
    name: 'Demo Content',
    roles: ['content'],
  });
  await staffRepository.upsert(db, {
    email: 'finance@demo.local',
    passwordHash: await hashPassword(config.DEMO_STAFF_PASSWORD),
    name: 'Demo Finance',
    roles: ['finance'],
  });
  for (const currency of DEMO_CURRENCIES) await walletRepository.upsertCurrency(db, currency);
  if ((await bankRepository.countChannels(db)) === 0) {
    for (const channel of DEMO_BANK_CHANNELS) await bankRepository.insertChannel(db, channel);
  }
  if (!(await userRepository.findByEmail(db, DEMO_BUYER.email))) {
    await userRepository.insert(db, {
      email: DEMO_BUYER.email,
      passwordHash: await hashPassword(DEMO_BUYER.password),
      nickname: DEMO_BUYER.nickname,
      inviteCode: DEMO_BUYER.inviteCode,
    });
  }
  await seedCatalog(db, path.join(config.dataDir, 'uploads'));
  await fundDemoAccounts(db);
  await seedHistory(db, config, path.join(config.dataDir, 'uploads'), log);
  // Group deals add orders: before the stores' best-seller sections are picked by units sold.
  await seedDeals(db, config, log);
  await seedDecoration(db);
  // After the history: the running promotions start now, the ended one before the history began.
  await seedPromotions(db);
  await seedDemoAuths(db, config);
  await seedInvitations(db, config, log);
  await freezeDemoStores(db, config.DEMO_STAFF_EMAIL);
  await seedTraffic(db);
  // Vouchers after the history (its buyers shopped before the coupon existed), decision 44.
  await seedVouchers(db, config);
  // After the order history (its completed orders earned points): the lottery's table and draws (decision 55).
  if (config.FEATURE_LOTTERY) await seedLottery(db, config, DEMO_BUYER.email, log);
  await seedVipPlans(db);
  await seedHelp(db);
  await seedLegalPages(db, config.DEMO_STAFF_EMAIL);
  // After the sellers' real-name checks and the loan agreement: loans in every state (decision 51).
  if (config.FEATURE_LOANS) await seedLoans(db, config, log);
  if (config.DEMO_VIDEOS) await seedDemoDramas(db, config, log);
  // After the dramas and their viewers' history: offerings in each rush state (decision 47).
  if (config.FEATURE_REVENUE_SHARE) await seedInvest(db, config, log);
  await seedVideoBanners(db, path.join(config.dataDir, 'uploads'));
  // Ad placements on the demo dramas (issue 15 part 4): sponsored cards in the feed today.
  await seedAdv(db, config, path.join(config.dataDir, 'uploads'), {
    buyerEmail: DEMO_BUYER.email,
    staffEmail: config.DEMO_STAFF_EMAIL,
  });
  // The revenue share's settled history: after the dramas, their viewers and the ads that ran on past
  // days, so each settled day counts all of its revenue (decision 48).
  if (config.DEMO_VIDEOS && config.FEATURE_REVENUE_SHARE) await seedProfit(db, config, log);
  await seedMarketingApplications(db, config);
  // After the products, vouchers, dramas and group deals they feature: Halloween ended, Christmas
  // running (decision 56).
  await seedCampaigns(db, path.join(config.dataDir, 'uploads'));
  // With an S3 bucket configured, the pictures drawn above go to it (decision 57).
  await publishSeedMedia(config, log);
}

/**
 * Demo sellers pay the warehouse when they purchase dropshipped orders, and the demo buyer pays for
 * orders: each starts with a recorded opening balance (a ledger transfer from `platform:capital`).
 */
export const DEMO_SELLER_OPENING_MINOR = 500_000;
export const DEMO_BUYER_OPENING_MINOR = 100_000;

async function fundDemoAccounts(db: Db) {
  const owners = await db.select({ ownerId: stores.ownerId }).from(stores);
  const buyer = await userRepository.findByEmail(db, DEMO_BUYER.email);
  const accounts = [
    ...owners.map((o) => ({ userId: o.ownerId, amount: DEMO_SELLER_OPENING_MINOR })),
    ...(buyer ? [{ userId: buyer.id, amount: DEMO_BUYER_OPENING_MINOR }] : []),
  ];
  for (const { userId, amount } of accounts) {
    if (await ledgerRepository.findAccountByCode(db, accountCodes.user(userId))) continue;
    await db.transaction(async (tx) => {
      await ledger.transfer(tx, {
        transferId: `demo:opening:${userId}`,
        debitAccountId: ledger.ref.platform('platform:capital'),
        creditAccountId: ledger.ref.user(userId),
        amount,
        kind: 'deposit',
        line: { kind: 'openingBalance' },
        memo: 'demo opening balance',
      });
    });
  }
}

/** Why the demo admin froze the demo's frozen store (the seller center shows it). */
export const DEMO_FREEZE_REASON =
  'Operating risk: several orders reported as not received are under investigation';

/**
 * The demo's frozen store is frozen by the demo admin through the real flow, after its history:
 * its owner's available funds are held with the reason, as any staff freeze does. Once only.
 */
async function freezeDemoStores(db: Db, adminEmail: string) {
  const admin = await staffRepository.findByEmail(db, adminEmail);
  if (!admin) return;
  for (const spec of STORES.filter((s) => s.status === 'frozen')) {
    const [store] = await db
      .select()
      .from(stores)
      .where(and(eq(stores.name, spec.name), eq(stores.status, 'normal'), isNull(stores.statusChangedAt)));
    if (!store) continue;
    await db.transaction(async (tx) => {
      await setStoreStatus(tx, store.id, 'frozen', DEMO_FREEZE_REASON);
      await audit.staff(
        tx,
        { staff: admin, ip: '127.0.0.1' },
        {
          action: 'store.changed',
          targetType: 'store',
          targetId: store.id,
          reason: DEMO_FREEZE_REASON,
          detail: { status: 'frozen' },
        },
      );
    });
  }
}

/** VIP membership cards (spec: month, quarter, year); staff change them in the console later. */
export const DEMO_VIP_PLANS = [
  { period: 'month' as const, days: 30, price: 999, sort: 1 },
  { period: 'quarter' as const, days: 90, price: 2_499, sort: 2 },
  { period: 'year' as const, days: 365, price: 7_999, sort: 3 },
];

/** The demo's sale: the quarterly plan at 30 % off (US$17.49 instead of US$24.99) for 7 days from seeding. */
export const DEMO_VIP_SALE = { period: 'quarter' as const, discountPrice: 1_749, days: 7 };

async function seedVipPlans(db: Db) {
  const [any] = await db.select({ id: vipPlans.id }).from(vipPlans).limit(1);
  if (any) return;
  const start = new Date();
  const end = new Date(start.getTime() + DEMO_VIP_SALE.days * 86_400_000);
  await db
    .insert(vipPlans)
    .values(
      DEMO_VIP_PLANS.map((p) =>
        p.period === DEMO_VIP_SALE.period
          ? { ...p, discountPrice: DEMO_VIP_SALE.discountPrice, discountStartsAt: start, discountEndsAt: end }
          : p,
      ),
    );
}

/** A few help articles (staff edit them later); English content, like the rest of the demo data. */
async function seedHelp(db: Db) {
  const [any] = await db.select({ id: helpArticles.id }).from(helpArticles).limit(1);
  if (any) return;
  await db.insert(helpArticles).values(DEMO_HELP_ARTICLES);
}
