import { api, type ApiPath, type Endpoint, describeIssue } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  handlerKeepsItsAnswer,
  type AppContext,
  type CallContext,
  type Handler,
  type Handlers,
} from '#server/context.js';
import { catalogRepository, sellerMayCall } from '#server/modules/catalog/index.js';
import type { Db, Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { findUnsafeText } from '#server/lib/text.js';
import { totpRequiredFor } from '#server/modules/staff/index.js';
import { errorBody } from './errors.js';

/** What a member who must set up two-factor sign-in may still do: set it up, or leave. */
const TOTP_SETUP_PATHS = new Set<ApiPath>([
  'admin/getStaffInfo',
  'admin/setupTotp',
  'admin/enableTotp',
  'admin/signout',
]);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves who is calling into `call`; throws 401/403 per the endpoint's `auth` and `roles`.
 * Exported for the seller gate's tests.
 */
export async function authenticate(
  ctx: AppContext,
  path: ApiPath,
  call: CallContext,
  endpoint: Pick<Endpoint, 'auth' | 'roles' | 'readOnly'> = api[path],
): Promise<void> {
  if (endpoint.auth === 'none') return;
  const token = bearer(call.request);
  if (!token) {
    if (endpoint.auth === 'optional') return;
    throw new AppError('UNAUTHORIZED');
  }
  if (endpoint.auth === 'staff') {
    const found = await ctx.sessions.resolveStaff(ctx.db, token);
    if (!found || found.staff.status !== 'active') throw new AppError('UNAUTHORIZED');
    const allowed: readonly string[] = endpoint.roles ?? [];
    if (allowed.length && !found.staff.roles.some((r) => allowed.includes(r))) {
      throw new AppError('STAFF_ROLE_REQUIRED');
    }
    if (
      !found.staff.totpEnabledAt &&
      totpRequiredFor(found.staff, ctx.config.STAFF_TOTP_REQUIRED) &&
      !TOTP_SETUP_PATHS.has(path)
    ) {
      throw new AppError('STAFF_TOTP_SETUP_REQUIRED');
    }
    call.staff = found.staff;
    call.sessionId = found.session.id;
    return;
  }
  const found = await ctx.sessions.resolveUser(ctx.db, token);
  if (!found || found.user.status !== 'active') {
    if (endpoint.auth === 'optional') return;
    throw new AppError('UNAUTHORIZED');
  }
  const { user, session } = found;
  call.user = user;
  call.sessionId = session.id;
  if (endpoint.auth === 'seller') {
    // The one seller gate: every seller call acts for the caller's own store, by its status.
    const store = await catalogRepository.storeOfOwner(ctx.db, user.id);
    if (!store) throw new AppError('FORBIDDEN');
    if (!sellerMayCall(store, endpoint.readOnly === true)) throw new AppError('STORE_DISABLED');
    call.store = store;
  }
}

/** Each regulated feature's switch (contract rows tagged `feature`). */
const FEATURE_OFFERED: Record<NonNullable<Endpoint['feature']>, (config: AppContext['config']) => boolean> = {
  revenueShare: (config) => config.FEATURE_REVENUE_SHARE,
  loans: (config) => config.FEATURE_LOANS,
  lottery: (config) => config.FEATURE_LOTTERY,
};

/** Thrown inside a money call's transaction when its key already has an answer: the work rolls back. */
class AnsweredBefore extends Error {}

/**
 * Registers `POST /v1/<path>` for every endpoint of the contract: validates the body with the
 * contract's schema, authenticates, calls the module's handler and wraps the answer.
 */
export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: Handlers): void {
  const missing = (Object.keys(api) as ApiPath[]).filter((p) => !handlers[p]);
  if (missing.length) throw new Error(`No handler for: ${missing.join(', ')}`);

  for (const path of Object.keys(api) as ApiPath[]) {
    const endpoint = api[path];
    const handler = handlers[path] as Handler<ApiPath>;
    const limit = 'rateLimit' in endpoint ? endpoint.rateLimit : undefined;
    app.post(
      `/v1/${path}`,
      {
        config: limit
          ? {
              rateLimit: { max: Math.ceil(limit * ctx.config.RATE_LIMIT_MULTIPLIER), timeWindow: '1 minute' },
            }
          : {},
      },
      async (request, reply) => {
        // Answers about one person (and sign-ins, which carry a token) are never kept by a browser
        // or a proxy; nothing else is worth keeping from a POST either.
        reply.header('cache-control', 'no-store');
        const call: CallContext = {
          request,
          locale: request.locale,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        };
        // Authenticate before validating: an anonymous caller learns nothing about the body rules.
        await authenticate(ctx, path, call);
        // Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate): a 400 naming the field.
        const unsafe = findUnsafeText(request.body);
        if (unsafe !== undefined) {
          throw new AppError('VALIDATION_FAILED', {}, [
            {
              field: unsafe || '(body)',
              rule: 'text',
              key: 'validation.text',
              params: { field: unsafe || 'JSON' },
            },
          ]);
        }
        const parsed = endpoint.body.safeParse(request.body ?? {});
        if (!parsed.success) {
          throw new AppError('VALIDATION_FAILED', {}, parsed.error.issues.flatMap(describeIssue));
        }
        // A regulated feature the platform does not offer (DESIGN §3): its calls say so, whoever asks.
        if ('feature' in endpoint && !FEATURE_OFFERED[endpoint.feature](ctx.config))
          throw new AppError('FEATURE_OFF');
        // The answer as every call sends it, and a refusal as a money call keeps it.
        const ok = (data: unknown) => ({
          code: 0 as const,
          msg: 'ok' as const,
          data: endpoint.data.parse(data),
        });
        const refusal = (err: AppError) => ({ statusCode: err.status, body: errorBody(err, call.locale) });
        const user = call.user;
        const key = 'idempotent' in endpoint && user ? request.headers['idempotency-key'] : undefined;
        if (typeof key !== 'string' || !user) return ok(await handler(parsed.data as never, call));
        if (!ctx.idempotency.validKey(key)) {
          throw new AppError('VALIDATION_FAILED', {}, [
            {
              field: 'Idempotency-Key',
              rule: 'format',
              key: 'validation.format',
              params: { field: 'Idempotency-Key' },
            },
          ]);
        }
        const userId = user.id;
        if (handlerKeepsItsAnswer(handler)) {
          // The answer is kept in the handler's own transaction (decision 66): no claim before,
          // nothing to settle after. A key that already has an answer rolls that work back and
          // answers the kept one, as the claim would have.
          let kept: ReturnType<typeof ok> | undefined;
          call.idempotencyKey = key;
          const keep = async (tx: Db | Tx, data: unknown) => {
            const body = ok(data);
            if (!(await ctx.idempotency.keep(tx, userId, key, path, request.body, { statusCode: 200, body })))
              throw new AnsweredBefore();
            kept = body;
          };
          call.keepAnswer = keep;
          call.answerRow = (data) => {
            const body = ok(data);
            return {
              row: ctx.idempotency.rowOf(userId, key, path, request.body, { statusCode: 200, body }),
              kept: () => {
                kept = body;
              },
              answeredBefore: () => new AnsweredBefore(),
            };
          };
          try {
            const data = await handler(parsed.data as never, call);
            if (kept) return kept;
            // A way through the handler that kept nothing (a bug): keep its answer now, as a
            // claimed call would, so that a retry is answered and not run again.
            request.log.error({ path }, 'money call answered without keeping its answer');
            await keep(ctx.db, data);
            return kept;
          } catch (err) {
            const refused = err instanceof AppError && err.status < 500;
            if (
              err instanceof AnsweredBefore ||
              (refused &&
                !(await ctx.idempotency.keep(ctx.db, userId, key, path, request.body, refusal(err))))
            ) {
              const earlier = await ctx.idempotency.answerOf(userId, key, path, request.body);
              if (!earlier) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
              return reply.status(earlier.statusCode).send(earlier.body);
            }
            throw err;
          }
        }
        const earlier = await ctx.idempotency.claim(userId, key, path, request.body);
        if (earlier !== 'claimed') return reply.status(earlier.statusCode).send(earlier.body);
        call.idempotencyKey = key;
        try {
          const data = await handler(parsed.data as never, call);
          const body = ok(data);
          await ctx.idempotency.complete(userId, key, { statusCode: 200, body });
          return body;
        } catch (err) {
          // A refusal is the answer to keep; anything else frees the key for a retry. If the
          // database is away even for that, the key is freed in the background once it is back.
          const settle =
            err instanceof AppError && err.status < 500
              ? ctx.idempotency.complete(userId, key, refusal(err))
              : ctx.idempotency.release(userId, key);
          await settle.catch(() => ctx.idempotency.releaseLater(userId, key));
          throw err;
        }
      },
    );
  }
}
