import type { Api, ApiData, ApiInput, ApiPath, Locale } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config/env.js';
import type { Db, Tx } from '#server/db/client.js';
import type { Mailer } from '#server/platform/mail/mail.service.js';
import type { SessionService } from '#server/platform/session/session.service.js';
import type { Storage } from '#server/platform/storage/storage.js';
import type { PrivateFiles } from '#server/platform/storage/private-files.js';
import type { MediaStores } from '#server/platform/storage/media-stores.js';
import type { Idempotency, KeptAnswerRow } from '#server/platform/idempotency/idempotency.js';
import type { staff, stores, users } from '#server/db/schema/index.js';

/** What every module gets: configuration, the database and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  /**
   * Where the public catalog and drama lists are read: the read replica (`DATABASE_READ_URL`) or the
   * primary. Only for reads any visitor may see a few seconds late; never for what a caller wrote.
   */
  readDb: Db;
  sessions: SessionService;
  mailer: Mailer;
  storage: Storage;
  /** Every store of media: local folders of DATA_DIR, or prefixes of an S3 bucket (decision 57). */
  media: MediaStores;
  /** Private uploads (ID photos, licences): served only through signed addresses. */
  privateFiles: PrivateFiles;
  idempotency: Idempotency;
}

export type UserRow = typeof users.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

/** One call's caller: who, in which language, from where. */
export interface CallContext {
  request: FastifyRequest;
  locale: Locale;
  ip: string;
  userAgent?: string;
  sessionId?: number;
  user?: UserRow;
  staff?: StaffRow;
  /** The caller's own store, on `auth: 'seller'` calls. */
  store?: StoreRow;
  /** The caller's Idempotency-Key on a money call: ledger transfer ids derive from it. */
  idempotencyKey?: string;
  /**
   * On a money call sent with an Idempotency-Key whose handler is marked `keepsItsAnswer`: keeps
   * the answer under the key in the handler's own transaction, the last thing before its commit
   * (decision 66). Rolls the transaction back when the key already has an answer.
   */
  keepAnswer?: (tx: Tx, data: unknown) => Promise<void>;
  /**
   * The same for a money step whose statement writes the answer with its work (decision 69): the
   * row that keeps the answer, `kept()` once that statement has run, and the error to throw when
   * the key had an answer already (the work rolls back and the kept answer is answered).
   */
  answerRow?: (data: unknown) => AnswerKeeping;
}

/** The answer of a money call as a statement keeps it with its work (`CallContext.answerRow`). */
export interface AnswerKeeping {
  /** The row keeping the answer under the call's key. */
  row: KeptAnswerRow;
  /** Tells the call the statement has written it. */
  kept: () => void;
  /** The error to throw when the key had an answer already: the work rolls back, that one is answered. */
  answeredBefore: () => Error;
}

/** A call of an `auth: 'user'` endpoint: the user is always there (the API plugin refused anyone else). */
export interface UserCall extends CallContext {
  user: UserRow;
  sessionId: number;
}

/** A call of an `auth: 'staff'` endpoint: an active console member holding one of the endpoint's roles. */
export interface StaffCall extends CallContext {
  staff: StaffRow;
  sessionId: number;
}

/**
 * A call of an `auth: 'seller'` endpoint: a signed-in user acting for the store they own, which may
 * operate. Seller services scope every read and write by `call.store.id`; none checks ownership again.
 */
export interface SellerCall extends UserCall {
  store: StoreRow;
}

/** The call a handler receives, typed by its endpoint's `auth`: never an optional user where one is required. */
export type CallFor<P extends ApiPath> = Api[P]['auth'] extends 'user'
  ? UserCall
  : Api[P]['auth'] extends 'seller'
    ? SellerCall
    : Api[P]['auth'] extends 'staff'
      ? StaffCall
      : CallContext;

export type Handler<P extends ApiPath> = (body: ApiInput<P>, call: CallFor<P>) => Promise<ApiData<P>>;
export type Handlers = { [P in ApiPath]?: Handler<P> };

const KEEPS_ITS_ANSWER = Symbol('keepsItsAnswer');

/**
 * Marks a money call's handler that calls `call.keepAnswer(tx, answer)` inside its one transaction
 * (decision 66): the API plugin then claims no key before it and keeps no answer after it, saving
 * two commits a call.
 */
export function keepsItsAnswer<P extends ApiPath>(handler: Handler<P>): Handler<P> {
  return Object.assign(handler, { [KEEPS_ITS_ANSWER]: true });
}

/** Keeps `answer` under the call's key in `tx` when the API plugin asks for it, and answers it. */
export async function kept<T>(tx: Tx, call: CallContext, answer: T): Promise<T> {
  await call.keepAnswer?.(tx, answer);
  return answer;
}

/**
 * Runs a money step done in one statement (decision 69) that keeps its own answer: `step` gets the
 * row keeping `answer` under the call's key (none without a key) and answers whether it committed.
 * Answers `answer` when it did, or undefined when it changed nothing and the caller takes its
 * general way.
 */
export async function keptInOne<T>(
  call: CallContext,
  answer: T,
  step: (row: KeptAnswerRow | undefined) => Promise<boolean>,
): Promise<T | undefined> {
  const keeping = call.answerRow?.(answer);
  if (!(await step(keeping?.row))) return undefined;
  keeping?.kept();
  return answer;
}

export function handlerKeepsItsAnswer(handler: Handler<ApiPath>): boolean {
  return KEEPS_ITS_ANSWER in handler;
}
