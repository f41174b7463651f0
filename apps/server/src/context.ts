import type { Locale } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import type { Mailer } from '#server/platform/mail/mail.service.js';
import type { SessionService } from '#server/platform/session/session.service.js';
import type { Storage } from '#server/platform/storage/storage.js';
import type { Idempotency } from '#server/platform/idempotency/idempotency.js';
import type { users, staff } from '#server/db/schema/index.js';

/** What every module gets: configuration, the database and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  storage: Storage;
  idempotency: Idempotency;
}

export type UserRow = typeof users.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;

/** One call's caller: who, in which language, from where. */
export interface CallContext {
  request: FastifyRequest;
  locale: Locale;
  ip: string;
  userAgent?: string;
  sessionId?: number;
  user?: UserRow;
  staff?: StaffRow;
  /** The caller's Idempotency-Key on a money call: ledger transfer ids derive from it. */
  idempotencyKey?: string;
}
