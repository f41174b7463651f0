import { api, ERRORS, type ApiPath } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const errorBody: JsonSchema = {
  type: 'object',
  required: ['code', 'error', 'message', 'msg'],
  properties: {
    code: { type: 'integer', description: 'Stable error number' },
    error: { type: 'string', enum: Object.keys(ERRORS) },
    message: { type: 'string', description: 'Localized by Accept-Language' },
    msg: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, rule: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const toSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** The OpenAPI document, generated from the contract's endpoint table. */
export function buildOpenApi(version: string) {
  const paths: Record<string, unknown> = {};
  for (const path of Object.keys(api) as ApiPath[]) {
    const e = api[path];
    paths[`/v1/${path}`] = {
      post: {
        // A seller call is listed under its domain and under the seller center.
        tags: e.auth === 'seller' ? [e.tag, 'seller'] : [e.tag],
        summary: e.summary,
        operationId: path.replace('/', '_'),
        security: e.auth === 'none' ? [] : e.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: toSchema(e.body, 'input') } },
        },
        responses: {
          200: {
            description: 'Success',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'msg', 'data'],
                  properties: {
                    code: { const: 0 },
                    msg: { type: 'string' },
                    data: toSchema(e.data, 'output'),
                  },
                },
              },
            },
          },
          default: { description: 'Failure', content: { 'application/json': { schema: errorBody } } },
        },
      },
    };
  }
  paths['/v1/file/upload'] = {
    post: {
      tags: ['file'],
      summary: 'Upload an image (multipart: file, path, name); answers { code, msg, data: { url } }',
      security: [{ bearer: [] }],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'string', format: 'binary' },
                path: { type: 'string' },
                name: { type: 'string' },
              },
            },
          },
        },
      },
      responses: {
        200: { description: 'Stored' },
        default: { description: 'Failure', content: { 'application/json': { schema: errorBody } } },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'DramaMall API',
      version,
      description:
        'Every call is `POST /v1/<module>/<verb>` with a JSON body. Success: `{ code: 0, msg, data }`. Failure: `{ code, error, message, msg, fields? }` with the message in the language of `Accept-Language`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export async function registerOpenApi(app: FastifyInstance, version: string) {
  const document = buildOpenApi(version);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => document);
}
