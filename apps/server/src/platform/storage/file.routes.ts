import { UPLOAD_MAX_BYTES } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { createFileService } from './file.service.js';

/** `POST /v1/file/upload` (spec §7): multipart `file`, `path`, `name`; answers `{ code, msg, data: { url } }`. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createFileService(ctx);
  app.post(
    '/v1/file/upload',
    { config: { rateLimit: { max: 60 * ctx.config.RATE_LIMIT_MULTIPLIER, timeWindow: '1 minute' } } },
    async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const asUser = token ? await ctx.sessions.resolveUser(ctx.db, token) : undefined;
      const asStaff = token && !asUser ? await ctx.sessions.resolveStaff(ctx.db, token) : undefined;
      const owner =
        asUser?.user.status === 'active'
          ? { userId: asUser.user.id }
          : asStaff?.staff.status === 'active'
            ? { staffId: asStaff.staff.id }
            : undefined;
      if (!owner) throw new AppError('UNAUTHORIZED');
      if (!request.isMultipart()) throw new AppError('UPLOAD_MISSING');
      let buffer: Buffer | undefined;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts({
          limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            buffer = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value.slice(0, 200);
          }
        }
      } catch (err) {
        if (err instanceof AppError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw err;
        // A body that is not valid multipart (no boundary, cut short, garbage): the client's fault.
        throw new AppError('UPLOAD_UNREADABLE');
      }
      if (!buffer) throw new AppError('UPLOAD_MISSING');
      const data = await service.saveImage({
        buffer,
        folder: fields.path,
        originalName: fields.name,
        owner,
      });
      return { code: 0, msg: 'ok', data };
    },
  );

  // Private files (ID photos, licences) only through an address the API signed for an allowed caller.
  app.get('/v1/file/private/*', async (request, reply) => {
    const key = ctx.privateFiles.keyOf(request.url);
    const q = request.query as Record<string, unknown>;
    if (!key || !ctx.privateFiles.verify(key, q.exp, q.sig)) throw new AppError('NOT_FOUND');
    const body = await ctx.privateFiles.read(key);
    if (!body) throw new AppError('NOT_FOUND');
    const type = await fileTypeFromBuffer(body);
    reply
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .type(type?.mime ?? 'application/octet-stream');
    return reply.send(body);
  });
}
