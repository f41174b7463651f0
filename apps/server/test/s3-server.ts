import S3rver from '@20minutes/s3rver';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * An S3-compatible server from npm (s3rver, decision 57), started by the test on a free port of
 * 127.0.0.1 with one bucket, stopped and deleted after the file's tests. It checks the requests'
 * signatures with its fixed keys, as a real store checks the configured ones.
 */
export async function startS3Server(bucket = 'media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    bucket,
    directory,
    /** The settings that point the app at this server. */
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
