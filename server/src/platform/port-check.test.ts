import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A newcomer's second `npm start`, or another app already on 3000: the start ends with one
// sentence that names the port and PORT, never a stack trace.
describe('starting on a taken port', () => {
  let holder: net.Server;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '0.0.0.0', resolve));
    port = (holder.address() as net.AddressInfo).port;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-port-'));
  });

  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function start(
    workers: string,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          WORKERS: workers,
          LOG_LEVEL: 'silent',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it.each(['1', '2'])(
    'stops with one sentence naming the port and PORT (WORKERS=%s)',
    async (workers) => {
      const { code, stdout, stderr } = await start(workers);
      expect(code).not.toBe(0);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${port} is already in use`);
      expect(lines[0]).toContain(`PORT=${port + 1} npm start`);
      expect(stderr + stdout).not.toMatch(/\n\s+at /);
      // Nothing was created: the check comes before the database is opened.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});
