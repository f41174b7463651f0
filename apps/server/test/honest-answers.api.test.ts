import { LOCALES } from '@app/contract';
import { forbiddenReturnWord } from '@app/i18n/honest-words';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { DEMO_VIEWER_PASSWORD, seedDemoDramas, viewerEmail } from '#server/seed/seed-dramas.js';
import { seedInvest } from '#server/seed/seed-invest.js';
import { seedAdv } from '#server/seed/seed-adv.js';
import { seedProfit } from '#server/seed/seed-profit.js';

/**
 * Issue 15 part 3: what the revenue share's calls answer, in every language, never speaks of
 * investment returns (yield, APR, interest, daily return, payback, guaranteed, "investment").
 * The demo's offerings, ads and settled history give every answer something to say.
 */
const t = await createTestApp();
let holder = '';
let buyer = '';

beforeAll(async () => {
  await seedDemoDramas(t.db, t.config, () => {});
  await seedInvest(t.db, t.config);
  await seedAdv(t.db, t.config, path.join(t.config.dataDir, 'uploads'), {
    buyerEmail: 'buyer@demo.local',
    staffEmail: t.config.DEMO_STAFF_EMAIL,
  });
  await seedProfit(t.db, t.config);
  holder = (await t.call('user/signin', { email: viewerEmail(1), password: DEMO_VIEWER_PASSWORD })).body.data
    .token;
  buyer = (await t.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' })).body.data.token;
}, 180_000);

/** Every string in an answer (values only: keys are the contract's names). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('the revenue share’s answers use no investment-return words', () => {
  it('has answers with content to check', async () => {
    const offerings = await t.call('video_invest/getVideoInvestList', {}, { token: buyer });
    const profit = await t.call('profit/getProfit', {}, { token: holder });
    const ads = await t.call('video_adv/getAds', { place: 'feed' });
    expect(offerings.body.data.list.length).toBeGreaterThan(0);
    expect(profit.body.data.recent.length).toBeGreaterThan(0);
    expect(ads.body.data.list.length).toBeGreaterThan(0);
  });

  for (const lang of LOCALES) {
    it(`${lang}: terms, offerings, holdings, earnings, payouts, ads and refusals`, async () => {
      const as = (token?: string) => ({ lang, ...(token ? { token } : {}) });
      const list = await t.call('video_invest/getVideoInvestList', {}, as(buyer));
      const offeringId = list.body.data.list[0]!.id;
      const profit = await t.call('profit/getProfit', {}, as(holder));
      const payoutId = profit.body.data.recent[0]!.id;
      const answers = [
        await t.call('video_invest/getTerms', {}, as(buyer)),
        list,
        await t.call('video_invest/getOfferingInfo', { id: offeringId }, as(buyer)),
        await t.call('video_invest/getMyInvestList', {}, as(buyer)),
        profit,
        await t.call('profit/getToDayProfit', {}, as(holder)),
        await t.call('profit/getPayoutInfo', { id: payoutId }, as(holder)),
        await t.call('video_adv/getVideoAdvList', {}, as(buyer)),
        await t.call('video_adv/getMyAdvList', {}, as(buyer)),
        await t.call('video_adv/getAds', { place: 'feed' }, as()),
        // Refusals speak too: a snap-up over what is left, and a bad body.
        await t.call(
          'video_invest/snapUp',
          { offeringId, units: 1_000_000 },
          { ...as(buyer), headers: { 'idempotency-key': `honest-${lang}` } },
        ),
        await t.call('video_invest/snapUp', { offeringId: 'x', units: -1 }, as(buyer)),
      ];
      const found = answers.flatMap((a) =>
        strings(a.body).flatMap((s) => {
          const word = forbiddenReturnWord(lang, s);
          return word ? [`“${word}” in “${s}”`] : [];
        }),
      );
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(found).toEqual([]);
    });
  }
});
