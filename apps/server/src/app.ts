import { pickLocale, type Locale } from '@app/contract';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config/env.js';
import type { AppContext } from './context.js';
import type { Db } from '#server/db/client.js';
import { createStaffService, createTotp, staffHandlers } from '#server/modules/staff/index.js';
import { persistentSecret } from '#server/lib/secrets.js';
import { bankHandlers, createBankService, createBankStaffService } from '#server/modules/bank/index.js';
import { createCodeService } from '#server/platform/codes/code.service.js';
import { registerFileRoutes } from '#server/platform/storage/file.routes.js';
import { createMediaStores, type MediaStores } from '#server/platform/storage/media-stores.js';
import { createPrivateFiles } from '#server/platform/storage/private-files.js';
import { registerHealthRoutes } from '#server/platform/health/health.routes.js';
import { createMailer } from '#server/platform/mail/mail.service.js';
import { createSessionService } from '#server/platform/session/session.service.js';
import { createSecurityNotices } from '#server/platform/mail/security-notice.js';
import { createSigninThrottle } from '#server/platform/session/signin-throttle.js';
import {
  accountHandlers,
  createAccountService,
  createAccountStaffService,
  userRepository,
} from '#server/modules/account/index.js';
import { createIdempotency } from '#server/platform/idempotency/idempotency.js';
import {
  createWalletService,
  createWalletStaffService,
  walletHandlers,
} from '#server/modules/wallet/index.js';
import { createLedgerStaffService, ledgerHandlers } from '#server/modules/ledger/index.js';
import { cartHandlers, createCartService } from '#server/modules/cart/index.js';
import { addressHandlers, createAddressService } from '#server/modules/address/index.js';
import {
  catalogHandlers,
  decorationHandlers,
  createDecorationSellerService,
  createCatalogService,
  createCatalogSellerService,
  createCatalogStaffService,
  createGoodsSellerService,
  createWarehouseStaffService,
  type CatalogService,
} from '#server/modules/catalog/index.js';
import {
  chatHandlers,
  createChatService,
  createChatSellerService,
  createChatStaffService,
  registerChatSocket,
} from '#server/modules/chat/index.js';
import {
  contentHandlers,
  createContentService,
  createContentStaffService,
} from '#server/modules/content/index.js';
import {
  createDramaService,
  createDramaStaffService,
  createVideoUploadService,
  dramaHandlers,
  registerVideoUploadRoutes,
} from '#server/modules/drama/index.js';
import { createKycService, createKycStaffService, kycHandlers } from '#server/modules/kyc/index.js';
import {
  createMarketingService,
  createMarketingStaffService,
  marketingHandlers,
} from '#server/modules/marketing/index.js';
import {
  createInviteService,
  createInviteStaffService,
  inviteHandlers,
} from '#server/modules/invite/index.js';
import {
  createVoucherSellerService,
  createVoucherService,
  createVoucherStaffService,
  voucherHandlers,
} from '#server/modules/voucher/index.js';
import { createMediaSigner, mediaSecret, registerHlsRoutes } from '#server/modules/media/index.js';
import {
  createOrderSellerService,
  createOrderService,
  createOrderStaffService,
  orderHandlers,
  type OrderService,
} from '#server/modules/order/index.js';
import {
  createOverviewSellerService,
  createOverviewStaffService,
  overviewHandlers,
} from '#server/modules/overview/index.js';
import {
  createTrafficSellerService,
  createTrafficStaffService,
  trafficHandlers,
} from '#server/modules/traffic/index.js';
import {
  adRevenueSource,
  advHandlers,
  createAdvService,
  createAdvStaffService,
} from '#server/modules/adv/index.js';
import {
  createProfitService,
  createProfitStaffService,
  profitHandlers,
} from '#server/modules/profit/index.js';
import {
  createPromotionSellerService,
  createPromotionStaffService,
  promotionHandlers,
} from '#server/modules/promotion/index.js';
import {
  createInvestService,
  createInvestStaffService,
  investHandlers,
} from '#server/modules/invest/index.js';
import {
  createLoanSellerService,
  createLoanService,
  createLoanStaffService,
  loanHandlers,
} from '#server/modules/loan/index.js';
import {
  campaignHandlers,
  createCampaignService,
  createCampaignStaffService,
} from '#server/modules/campaign/index.js';
import { createTaskService, createTaskStaffService, taskHandlers } from '#server/modules/task/index.js';
import {
  createLotteryService,
  createLotteryStaffService,
  lotteryHandlers,
} from '#server/modules/lottery/index.js';
import { registerEndpoints } from '#server/plugins/api.js';
import errors from '#server/plugins/errors.js';
import { registerOpenApi } from '#server/plugins/openapi.js';
import { registerWebApps } from '#server/plugins/web.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

export const APP_VERSION = '0.1.0';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  state: { shuttingDown: boolean };
  /** Where media is kept: folders of DATA_DIR, or an S3 bucket (decision 57). */
  media: MediaStores;
  services: { orders: OrderService; catalog: CatalogService };
}

/** Builds the whole server from plugins and modules; `server.ts` starts it, tests inject into it. */
export async function buildApp(config: Config, db: Db, readDb: Db = db): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.NODE_ENV === 'development' && process.stdout.isTTY
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
                  },
                }
              : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
  });
  const state = { shuttingDown: false };

  // Local folders under DATA_DIR, or prefixes of one S3 bucket shared by every node (decision 57).
  const media = await createMediaStores(config);
  const storage = media.public;
  if (storage.kind === 'local') fs.mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  // Private uploads live beside, never under, the public media folder.
  const privateFiles = createPrivateFiles(
    media.private,
    persistentSecret(config.MEDIA_URL_SECRET, config.dataDir, 'private-url-secret'),
  );
  const ctx: AppContext = {
    config,
    db,
    readDb,
    storage,
    media,
    privateFiles,
    sessions: createSessionService({
      userTtlMs: config.SESSION_TTL_DAYS * 86_400_000,
      staffTtlMs: config.STAFF_SESSION_TTL_HOURS * 3_600_000,
      userMaxMs: config.SESSION_MAX_DAYS * 86_400_000,
      staffMaxMs: config.STAFF_SESSION_MAX_HOURS * 3_600_000,
    }),
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    idempotency: createIdempotency(db),
  };

  // JSON and multipart only: a text body is refused with a clear error rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('locale', 'en' as Locale);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
  });
  app.addHook('onClose', async () => ctx.mailer.close());

  await app.register(errors);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd and antd-mobile inject styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the configured tile server only (MAP_TILE_URL); none by default.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.MAP_TILE_URL ? [new URL(config.MAP_TILE_URL).origin] : []),
        ],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  registerHealthRoutes(app, db, state);
  await registerOpenApi(app, APP_VERSION);

  const throttle = createSigninThrottle(db, {
    maxFailures: config.SIGNIN_MAX_FAILURES,
    lockMinutes: config.SIGNIN_LOCK_MINUTES,
    slowdownMs: config.SIGNIN_SLOWDOWN_MS,
  });
  const notices = createSecurityNotices({ mailer: ctx.mailer, log: app.log });
  const loans = createLoanService(ctx, { throttle });
  const codes = createCodeService({
    db,
    mailer: ctx.mailer,
    notices,
    ownerOf: (email) => userRepository.findByEmail(db, email),
  });
  const accounts = createAccountService(ctx, { codes, throttle, notices });
  const staff = createStaffService(ctx, {
    throttle,
    totp: createTotp(persistentSecret(config.TOTP_SECRET_KEY, config.dataDir, 'totp-key')),
  });
  const wallet = createWalletService(ctx, { codes, throttle });
  const catalog = createCatalogService(ctx);
  const orders = createOrderService(ctx, { throttle });
  const chat = createChatService(ctx);
  const chatSeller = createChatSellerService(ctx);
  const signer = createMediaSigner(mediaSecret(config.MEDIA_URL_SECRET, config.dataDir));
  app.addHook('onClose', async () => {
    catalog.close();
    await catalog.flushImpressions();
  });
  const drama = createDramaService(ctx, { throttle, signer });
  const dramaStaff = createDramaStaffService(ctx, { onListsChanged: drama.clearLists });
  const uploads = createVideoUploadService(ctx);
  const content = createContentService(ctx, { appVersion: APP_VERSION });
  registerEndpoints(app, ctx, {
    ...accountHandlers(accounts, createAccountStaffService(ctx)),
    ...staffHandlers(staff),
    ...walletHandlers(wallet, createWalletStaffService(ctx)),
    ...ledgerHandlers(createLedgerStaffService(ctx)),
    ...bankHandlers(createBankService(ctx), createBankStaffService(ctx)),
    ...catalogHandlers(
      catalog,
      createCatalogSellerService(ctx),
      createCatalogStaffService(ctx),
      createGoodsSellerService(ctx),
      createWarehouseStaffService(ctx),
    ),
    ...decorationHandlers(createDecorationSellerService(ctx)),
    ...cartHandlers(createCartService(ctx)),
    ...addressHandlers(createAddressService(ctx)),
    ...orderHandlers(orders, createOrderSellerService(ctx, { throttle }), createOrderStaffService(ctx)),
    ...chatHandlers(chat, chatSeller, createChatStaffService(ctx)),
    ...dramaHandlers(drama, dramaStaff, uploads),
    ...contentHandlers(content, createContentStaffService(ctx, { appVersion: APP_VERSION })),
    ...overviewHandlers(createOverviewSellerService(ctx), createOverviewStaffService(ctx)),
    ...kycHandlers(createKycService(ctx, { log: app.log }), createKycStaffService(ctx, { log: app.log })),
    ...trafficHandlers(createTrafficSellerService(ctx, { throttle }), createTrafficStaffService(ctx)),
    ...marketingHandlers(createMarketingService(ctx), createMarketingStaffService(ctx, { log: app.log })),
    ...inviteHandlers(createInviteService(ctx), createInviteStaffService(ctx)),
    ...voucherHandlers(
      createVoucherService(ctx),
      createVoucherSellerService(ctx, { throttle }),
      createVoucherStaffService(ctx),
    ),
    ...promotionHandlers(
      createPromotionSellerService(ctx, { throttle, onPromotionsChanged: catalog.clearPromotions }),
      createPromotionStaffService(ctx),
    ),
    ...investHandlers(createInvestService(ctx, { throttle }), createInvestStaffService(ctx)),
    ...taskHandlers(createTaskService(ctx, { throttle }), createTaskStaffService(ctx)),
    ...profitHandlers(createProfitService(ctx), createProfitStaffService(ctx, { ads: adRevenueSource })),
    ...advHandlers(createAdvService(ctx, { throttle }), createAdvStaffService(ctx)),
    ...loanHandlers(
      loans,
      createLoanSellerService(ctx, { loans, log: app.log }),
      createLoanStaffService(ctx, { log: app.log }),
    ),
    ...campaignHandlers(createCampaignService(ctx), createCampaignStaffService(ctx)),
    ...lotteryHandlers(createLotteryService(ctx), createLotteryStaffService(ctx)),
  });
  await registerChatSocket(app, ctx, chat, chatSeller);
  registerFileRoutes(app, ctx);
  registerVideoUploadRoutes(app, ctx, uploads);
  // Episodes' HLS files live outside the public uploads, reachable only through signed URLs.
  registerHlsRoutes(app, media.hls, signer);
  await registerWebApps(app, config, storage, { tvHeroImage: content.heroImage });

  return { app, ctx, state, media, services: { orders, catalog } };
}
