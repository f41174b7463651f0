import { type ErrorBody, type Locale, UPLOAD_MAX_BYTES } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { translate } from '#server/lib/i18n.js';

/** The localized body of a failed call (DESIGN §5). */
export function errorBody(error: AppError, locale: Locale): ErrorBody {
  const message = translate(locale, error.errorName, error.params);
  const body: ErrorBody = { code: error.code, error: error.errorName, message, msg: message };
  if (error.fields.length) {
    body.fields = error.fields.map((f) => ({
      field: f.field,
      rule: f.rule,
      message: translate(locale, f.key, { field: f.field, ...f.params }),
    }));
    // The toast shows the first field's message: more useful than "some fields need attention".
    body.message = body.msg = body.fields[0]!.message;
  }
  return body;
}

function send(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  return reply.status(error.status).send(errorBody(error, request.locale));
}

/** Maps framework errors (bad JSON, wrong content type, rate limits, oversize bodies) to the catalogue. */
function fromFastify(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError('RATE_LIMITED');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('UPLOAD_TOO_LARGE', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 });
  }
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError('VALIDATION_FAILED', {}, [
      { field: '(body)', rule: 'content_type', key: 'validation.format', params: { field: 'Content-Type' } },
    ]);
  }
  if (status === 400) {
    return new AppError('VALIDATION_FAILED', {}, [
      { field: '(body)', rule: 'json', key: 'validation.format', params: { field: 'JSON' } },
    ]);
  }
  if (status === 404) return new AppError('NOT_FOUND');
  return undefined;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = fromFastify(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, request, known);
    }
    // The database is away (restart, failover): say so, and the client may retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, request, new AppError('SERVICE_UNAVAILABLE'));
    }
    // 5xx details stay in the log, never in the answer.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, new AppError('INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) => send(reply, request, new AppError('NOT_FOUND')));
});
