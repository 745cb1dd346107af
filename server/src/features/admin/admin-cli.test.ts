import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, signUpAndConfirm } from '../../test/users';

const run = promisify(execFile);

describe('npm run admin -- grant|revoke <email>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const admin = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/src/features/admin/admin-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' },
    });

  it('grants and revokes admin rights, which take effect on the next call', async () => {
    const user = await signUpAndConfirm(t);
    const granted = await admin('grant', user.email.toUpperCase());
    expect(granted.stdout).toContain(`${user.email} is now an admin.`);
    expect((await get(t.app, '/api/me/profile', user.token)).json().is_admin).toBe(true);
    expect((await get(t.app, '/api/admin/users', user.token)).statusCode).toBe(200);

    const revoked = await admin('revoke', user.email);
    expect(revoked.stdout).toContain('is no longer an admin');
    expect((await get(t.app, '/api/admin/users', user.token)).statusCode).toBe(403);
  }, 30_000);

  it('lists the admins with when their address was confirmed', async () => {
    const user = await signUpAndConfirm(t);
    await admin('grant', user.email);
    const { stdout } = await admin('list');
    const line = stdout.split('\n').find((l) => l.startsWith(user.email));
    expect(line).toMatch(/\(confirmed \d{4}-\d{2}-\d{2}T[^,]+, signed up \d{4}-/);
    await admin('revoke', user.email);
    expect((await admin('list')).stdout).not.toContain(user.email);
  }, 30_000);

  it('refuses an unknown email and a wrong command with a message', async () => {
    await expect(admin('grant', 'nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('No account with the email nobody@example.com.'),
    });
    await expect(admin('promote', 'x@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('Usage: npm run admin'),
    });
  }, 30_000);
});
