import { applyBody, type ApplyBody, type Locale } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config/env.js';
import type { AppContext, CallContext, StaffCall } from '#server/context.js';
import type { Db } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { userRepository } from '#server/modules/account/index.js';
import {
  createMarketingService,
  createMarketingStaffService,
  marketingRepository,
} from '#server/modules/marketing/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { createMailer } from '#server/platform/mail/mail.service.js';

interface DemoApplication {
  body: Omit<ApplyBody, 'agree'>;
  locale: Locale;
  /** Sent signed in as this account. */
  account?: string;
  /** Days ago it was sent; the decision came a day later. */
  daysAgo: number;
  decision?: { action: 'approve' } | { action: 'reject'; reason: string };
}

// The demo buyer (seed.ts DEMO_BUYER; not imported: seed.ts imports this file).
const DEMO_BUYER_EMAIL = 'buyer@demo.local';

/** Creators and partners who applied from the marketing pages: waiting, approved and declined. */
const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    body: {
      kind: 'creator',
      name: 'Demo Buyer',
      email: DEMO_BUYER_EMAIL,
      country: 'US',
      link: 'https://video.example.com/@demobuyer',
      size: 'tier1',
      message: 'I film short comedy episodes with friends and would like to publish a first season here.',
    },
    locale: 'en',
    account: DEMO_BUYER_EMAIL,
    daysAgo: 6,
    decision: { action: 'approve' },
  },
  {
    body: {
      kind: 'creator',
      name: 'Mina Park',
      email: 'mina.park@example.com',
      country: 'KR',
      link: 'https://video.example.com/@minaparkdrama',
      size: 'tier2',
      message: 'Romance micro-dramas, 60 to 90 seconds an episode, with Korean and English subtitles.',
    },
    locale: 'ko',
    daysAgo: 1,
  },
  {
    body: {
      kind: 'creator',
      name: 'Carlos Rivera',
      email: 'carlos.rivera@example.com',
      country: 'MX',
      link: 'https://studio.example.org/carlos',
      size: 'tier3',
      message: 'Telenovela shorts; I would like to sell merchandise from the series as well.',
    },
    locale: 'es',
    daysAgo: 9,
    decision: {
      action: 'reject',
      reason: 'The channel link does not open. Please apply again with a public address of your videos.',
    },
  },
  {
    body: {
      kind: 'partner',
      name: 'Nordlicht Logistik GmbH',
      email: 'kontakt@nordlicht-logistik.example',
      country: 'DE',
      link: 'https://nordlicht-logistik.example',
      size: 'tier3',
      message: 'Parcel delivery in Germany and Austria, with tracking numbers for every order.',
    },
    locale: 'de',
    daysAgo: 2,
  },
  {
    body: {
      kind: 'partner',
      name: 'Gulf Route Agency',
      email: 'hello@gulfroute.example',
      country: 'AE',
      link: 'https://gulfroute.example',
      size: 'tier2',
      message: 'We help sellers in the UAE and Oman register and list their products.',
    },
    locale: 'ar',
    daysAgo: 12,
    decision: { action: 'approve' },
  },
  {
    body: {
      kind: 'partner',
      name: 'Lumen Trade',
      email: 'contact@lumentrade.example',
      country: 'FR',
      link: 'https://lumentrade.example',
      size: 'tier1',
      message: 'Import agency, we would like to resell products.',
    },
    locale: 'fr',
    daysAgo: 15,
    decision: {
      action: 'reject',
      reason: 'Please tell us which countries you serve and what you would do for sellers or buyers there.',
    },
  },
];

const quiet = { info() {}, error() {}, warn() {} } as unknown as FastifyBaseLogger;

/**
 * Demo creator and partner applications made through the real calls: sent (signed in or not, in the
 * applicant's language), then approved or declined by the demo admin, audited, the outcome mailed
 * into the dev outbox (demo addresses are never really mailed: no SMTP here).
 */
export async function seedMarketingApplications(db: Db, config: Config): Promise<void> {
  if ((await marketingRepository.list(db, { page: 1, pageSize: 1 })).total > 0) return;
  const reviewer = await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL);
  if (!reviewer) return;
  const ctx = {
    db,
    config,
    mailer: createMailer({ db, from: config.MAIL_FROM, log: quiet }),
  } as unknown as AppContext;
  const marketing = createMarketingService(ctx);
  const staff = createMarketingStaffService(ctx);
  // The calls' callers as the API plugin would make them (only these fields are read).
  const staffCall = { staff: reviewer, ip: '127.0.0.1' } as unknown as StaffCall;
  const now = Date.now();
  for (const a of DEMO_APPLICATIONS) {
    const user = a.account ? await userRepository.findByEmail(db, a.account) : undefined;
    const at = (days: number) => () => new Date(now - days * 86_400_000);
    const sent = await clock.run(at(a.daysAgo), () =>
      // Checked by the contract as the API checks it (the country becomes its code).
      marketing.apply(applyBody.parse({ ...a.body, agree: true }), { locale: a.locale, user } as CallContext),
    );
    const decision = a.decision;
    if (decision) {
      await clock.run(at(a.daysAgo - 1), () => staff.review({ id: sent.id, ...decision }, staffCall));
    }
  }
}
