import { api, VIDEO_UPLOAD_CHUNK_BYTES } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, StaffRow } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { keepsItsAnswer, type Handlers } from '#server/context.js';
import { errorBody } from '#server/plugins/errors.js';
import type { DramaStaffService } from './drama-staff.service.js';
import type { DramaService } from './drama.service.js';
import { OffsetMismatch, type VideoUploadService } from './video-upload.flow.js';

/** The drama's endpoints: viewers' dramas, access and VIP; the console's dramas, uploads, plans, revenue. */
export function dramaHandlers(
  drama: DramaService,
  staff: DramaStaffService,
  uploads: VideoUploadService,
): Handlers {
  return {
    'video/getVideoList': (body) => drama.list(body),
    'video/getVideo': (body, call) => drama.detail(body.id, call),
    'video/getVideoItemList': (body, call) => drama.items(body.videoId, call),
    'user_wallet/getVipCfg': (_body, call) => drama.vipCfg(call),
    // Money calls that keep their answer in their own transaction (decision 66).
    'user_wallet/payVip': keepsItsAnswer((body, call) => drama.payVip(body, call)),
    'user_wallet/payUnlockOne': keepsItsAnswer((body, call) => drama.payUnlockOne(body, call)),
    'user_wallet/payUnlockAll': keepsItsAnswer((body, call) => drama.payUnlockAll(body, call)),
    'video/addStar': (body, call) => drama.star(body, call),
    'video/addCollect': (body, call) => drama.collect(body, call),
    'video/addHistory': (body, call) => drama.saveHistory(body, call),
    'user/getUserStarList': (body, call) => drama.marked('star', body, call),
    'user/getUserVideoList': (body, call) => drama.marked('collect', body, call),
    'user/getUserHistoryList': (body, call) => drama.history(body, call),
    'admin/getVipPlanList': () => staff.vipPlans(),
    'admin/saveVipPlan': (body, call) => staff.saveVipPlan(body, call),
    'admin/getVideoList': (body) => staff.videoList(body),
    'admin/saveVideo': (body, call) => staff.saveVideo(body, call),
    'admin/getVideoItemList': (body) => staff.itemList(body.videoId),
    'admin/saveVideoItem': (body, call) => staff.saveItem(body, call),
    'admin/retranscodeVideoItem': (body, call) => staff.retranscode(body.id, call),
    'admin/startVideoUpload': (body, call) => uploads.start(body, call),
    'admin/getVideoUpload': (body) => uploads.get(body.uploadId),
    'admin/cancelVideoUpload': (body, call) => uploads.cancel(body.uploadId, call),
    'admin/getVideoRevenue': (body) => staff.revenue(body),
  };
}

/**
 * `PUT /v1/admin/video-upload/:uploadId?offset=N`: one chunk of an episode's video as
 * `application/octet-stream` (at most one chunk size), with the staff bearer token of the member who
 * started the upload. Answers `{ code: 0, msg, data: { received } }`; a chunk at the wrong offset
 * gets 409 with the server's `received`, so the client continues from there.
 */
export function registerVideoUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  uploads: VideoUploadService,
) {
  // The same roles as starting an upload.
  const roles: readonly string[] = api['admin/startVideoUpload'].roles;
  const callers = new WeakMap<FastifyRequest, StaffRow>();

  void app.register(async (scope) => {
    // Raw bytes are accepted here only (encapsulated), and no more than one chunk.
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: VIDEO_UPLOAD_CHUNK_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put<{ Params: { uploadId: string }; Querystring: { offset?: string } }>(
      '/v1/admin/video-upload/:uploadId',
      {
        bodyLimit: VIDEO_UPLOAD_CHUNK_BYTES,
        config: { rateLimit: { max: 1200 * ctx.config.RATE_LIMIT_MULTIPLIER, timeWindow: '1 minute' } },
        // Who is sending is settled before a byte of the body is read.
        onRequest: async (request) => {
          const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
          const found = token ? await ctx.sessions.resolveStaff(ctx.db, token) : undefined;
          if (!found || found.staff.status !== 'active') throw new AppError('UNAUTHORIZED');
          if (!found.staff.roles.some((r) => roles.includes(r))) throw new AppError('STAFF_ROLE_REQUIRED');
          callers.set(request, found.staff);
        },
      },
      async (request, reply) => {
        const { uploadId } = request.params;
        const offsetText = request.query.offset ?? '';
        if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new AppError('UPLOAD_NOT_FOUND');
        if (!/^\d{1,15}$/.test(offsetText)) {
          throw new AppError('VALIDATION_FAILED', {}, [
            { field: 'offset', rule: 'required', key: 'validation.required', params: { field: 'offset' } },
          ]);
        }
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('VALIDATION_FAILED', {}, [
            {
              field: '(body)',
              rule: 'content_type',
              key: 'validation.format',
              params: { field: 'Content-Type' },
            },
          ]);
        }
        try {
          const data = await uploads.chunk(uploadId, Number(offsetText), request.body, {
            staff: callers.get(request)!,
            ip: request.ip,
          });
          return { code: 0, msg: 'ok', data };
        } catch (err) {
          if (!(err instanceof OffsetMismatch)) throw err;
          return reply
            .status(err.status)
            .send({ ...errorBody(err, request.locale), data: { received: err.received } });
        }
      },
    );
  });
}
