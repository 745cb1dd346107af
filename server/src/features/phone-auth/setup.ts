import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, Engine } from '../../db/database';
import { sharedSetting } from '../../platform/server-settings';
import type { SessionsEnded } from '../live/sessions-ended';
import type { AuthService } from '../auth/service';
import type { SessionRepository } from '../auth/session-repository';
import type { OwnProfile } from '../profiles/presenter';
import { createCodeRepository } from './code-repository';
import { createCodeSender } from './code-sender';
import { createLinkingService } from './linking-service';
import { createPhoneAccountRepository } from './phone-account-repository';
import { createPhoneAuthService } from './service';

export interface PhoneAuthSetup {
  db: Db;
  engine: Engine;
  config: Pick<AppConfig, 'publicUrl' | 'smsDailyLimit'>;
  sessions: SessionRepository;
  auth: AuthService;
  ownProfile(userId: string): Promise<OwnProfile>;
  sessionsEnded: SessionsEnded;
  log: FastifyBaseLogger;
}

/** Signing in with a mobile number (issue 37), wired once: the code secret, both services. */
export async function createPhoneAuth(setup: PhoneAuthSetup) {
  const { db, engine, config, log } = setup;
  const secret = await sharedSetting(db, 'sms_code_secret', () =>
    crypto.randomBytes(32).toString('base64url'),
  );
  const codes = createCodeRepository(db, engine);
  const accounts = createPhoneAccountRepository(db);
  const sender = createCodeSender({
    db,
    codes,
    secret,
    publicUrl: config.publicUrl,
    dailyLimit: config.smsDailyLimit,
    log,
  });
  return {
    phoneAuth: createPhoneAuthService({
      db,
      codes,
      sender,
      accounts,
      sessions: setup.sessions,
      auth: setup.auth,
      sessionsEnded: setup.sessionsEnded,
    }),
    linking: createLinkingService({
      db,
      sender,
      accounts,
      auth: setup.auth,
      ownProfile: setup.ownProfile,
    }),
  };
}
