import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type S3Config } from '../config';

export interface TestBucket {
  s3: S3Config;
  /** Answers the HTTP status of a GET on a URL the store gave out. */
  statusOf(url: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, files in a temp folder) on a free port, with one bucket,
 * reached through the same S3_* settings an operator would give for MinIO.
 */
export async function startTestBucket(bucket = 'palengke-media'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const s3 = loadConfig({
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver checks signatures against its one fixed key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }).s3;
  if (!s3) throw new Error('the S3 settings did not turn object storage on');
  return {
    s3,
    statusOf: async (url) => (await fetch(url)).status,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
