import {
  createApiClient,
  type ApiBody,
  type ApiData,
  type ApiPath,
  type CodeScene,
  type ErrorBody,
  type OkBody,
  type UploadData,
} from '@app/contract';
import { scenarios } from '@app/testkit';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, inject } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig, type Config } from '#server/config/env.js';
import { connect, type Database } from '#server/db/client.js';
import { sha256 } from '#server/lib/tokens.js';
import { verifyLedger } from '#server/modules/ledger/ledger.verify.js';

/** A multipart/form-data body, built by hand so tests can also send broken ones. */
export function multipart(
  parts: { name: string; value: Buffer | string; filename?: string; type?: string }[],
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A raw answer: the status and the whole body, for tests that look at refusals. */
export interface CallResult<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T } & Partial<ErrorBody>;
}

/** A fresh database cloned from the migrated and seeded template of this run. */
export async function cloneTemplate(): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('templateDb')}"`);
  await admin.end();
  return connect(adminUrl.replace(/\/postgres$/, `/${name}`), 10);
}

/**
 * Builds the real app on a fresh database cloned from the migrated template (or on `database`),
 * and gives the test helpers to call it as a client would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  opts: { database?: Database; readDatabase?: Database } = {},
) {
  const database = opts.database ?? (await cloneTemplate());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-test-data-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SIGNIN_SLOWDOWN_MS: '0',
      RATE_LIMIT_MULTIPLIER: '100',
      // Tests change data and read it back at once.
      CATALOG_CACHE_MS: '0',
      ...env,
    }),
    ...overrides,
  };
  const { app, ctx, services } = await buildApp(config, database.db, opts.readDatabase?.db);
  await app.ready();

  /** `POST /v1/<path>` as a client would; answers the status and the body, typed by the contract. */
  async function call<P extends ApiPath>(
    apiPath: P,
    body: ApiBody<P> | Record<string, unknown>,
    opts: { token?: string; lang?: string; headers?: Record<string, string> } = {},
  ): Promise<CallResult<ApiData<P>>> {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/${apiPath}`,
      payload: body as Record<string, unknown>,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
        ...opts.headers,
      },
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** The 4-digit code of the newest code mail to `email` (from the dev outbox). */
  async function latestCode(email: string): Promise<string> {
    const { rows } = await database.pool.query<{ text: string }>(
      `select text from mails where "to" = $1 and kind = 'code' order by id desc limit 1`,
      [email],
    );
    const code = /\b(\d{4})\b/.exec(rows[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  /** The newest security notice mailed to `email`. */
  async function latestNotice(email: string): Promise<{ subject: string; text: string }> {
    const { rows } = await database.pool.query<{ subject: string; text: string }>(
      `select subject, text from mails where "to" = $1 and kind = 'notice' order by id desc limit 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`no notice mailed to ${email}`);
    return rows[0];
  }

  /** Uploads a small PNG into `folder` as the holder of `token`; answers the stored URL. */
  async function uploadImage(token: string, folder: string): Promise<string> {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fc573f' } })
      .png()
      .toBuffer();
    const body = multipart([
      { name: 'path', value: folder },
      { name: 'file', value: png, filename: 'a.png', type: 'image/png' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return (res.json() as OkBody<UploadData>).data.url;
  }

  /** Lets the next code be sent at once (the one-a-minute rule is tested on its own). */
  async function expireCooldown(email: string) {
    await database.pool.query(
      `update email_codes set created_at = created_at - interval '61 seconds' where email = $1`,
      [email],
    );
  }

  /** Gives `email` a live code for `scene` (a fixture: as if mailed), so tests can act many times at once. */
  async function giveCode(email: string, scene: string, code: string) {
    await database.pool.query(
      `insert into email_codes (email, scene, code_hash, expires_at) values ($1, $2, $3, now() + interval '10 minutes')`,
      [email, scene, sha256(`${email}:${scene}:${code}`)],
    );
  }

  /** Recomputes the books from the transfers: every money test ends with this. */
  async function verifyBooks() {
    const result = await verifyLedger(database.db);
    if (!result.ok) throw new Error(`ledger:verify failed: ${result.problems.join('; ')}`);
    return result;
  }

  /** The contract's typed client over the same app: resolves with `data` or rejects with an ApiError. */
  const client = createApiClient({
    send: async (req) => {
      const res = await app.inject({ method: 'POST', url: req.url, payload: req.body, headers: req.headers });
      return { status: res.statusCode, json: res.json() as unknown };
    },
  });

  /** The shared scenarios (funded buyers, staff) over this app, codes given as fixtures. */
  const kit = scenarios(client, {
    readCode: (email) => latestCode(email),
    giveCode: async (email: string, scene: CodeScene) => {
      const code = String(1000 + Math.floor(Math.random() * 9000));
      await giveCode(email, scene, code);
      return code;
    },
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    app,
    ctx,
    services,
    config,
    db: database.db,
    pool: database.pool,
    call,
    client,
    kit,
    latestCode,
    latestNotice,
    uploadImage,
    expireCooldown,
    giveCode,
    verifyBooks,
  };
}
