import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, Engine } from './database';
import { initialMigration } from './migrations/0001-initial';
import { taxonomyMigration } from './migrations/0002-taxonomy';
import { feedIndexesMigration } from './migrations/0003-feed-indexes';
import { notificationsMigration } from './migrations/0004-notifications';
import { alertsMigration } from './migrations/0005-alerts';
import { reservationsMigration } from './migrations/0006-reservations';
import { blocksPublicPointMigration } from './migrations/0007-blocks-public-point';
import { messageFlagsMigration } from './migrations/0008-message-flags';
import { alertCellsMigration } from './migrations/0009-alert-cells';
import { feedCountsMigration } from './migrations/0010-feed-counts';
import { photoVariantsMigration } from './migrations/0011-photo-variants';
import { sharedPublicOffsetMigration } from './migrations/0012-shared-public-offset';
import { reviewReportsMigration } from './migrations/0013-review-reports';
import { pushSubscriptionUseMigration } from './migrations/0014-push-subscription-use';
import { reservationNoticesMigration } from './migrations/0015-reservation-notices';
import { taxonomyCebuanoMigration } from './migrations/0016-taxonomy-cebuano';
import { liveEventsMigration } from './migrations/0017-live-events';
import { sharedPublicPointMigration } from './migrations/0018-shared-public-point';
import { messageClientIdsMigration } from './migrations/0019-message-client-ids';
import { cebuanoNativeDrinksMigration } from './migrations/0020-cebuano-native-drinks';
import { phoneSignInMigration } from './migrations/0021-phone-sign-in';
import { postMapCellsMigration } from './migrations/0023-post-map-cells';
import { searchWordsMigration } from './migrations/0024-search-words';
import { sukiMigration } from './migrations/0025-suki';
import { paymentQrMigration } from './migrations/0026-payment-qr';
import { titleWordsMigration } from './migrations/0027-title-words';

/** Migrations are imported, not read from a folder, so they run the same under tsx and tests. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(engine),
    '0002-taxonomy': taxonomyMigration(),
    '0003-feed-indexes': feedIndexesMigration(engine),
    '0004-notifications': notificationsMigration(engine),
    '0005-alerts': alertsMigration(engine),
    '0006-reservations': reservationsMigration(engine),
    '0007-blocks-public-point': blocksPublicPointMigration(engine),
    '0008-message-flags': messageFlagsMigration(),
    '0009-alert-cells': alertCellsMigration(engine),
    '0010-feed-counts': feedCountsMigration(engine),
    '0011-photo-variants': photoVariantsMigration(),
    '0012-shared-public-offset': sharedPublicOffsetMigration(),
    '0013-review-reports': reviewReportsMigration(engine),
    '0014-push-subscription-use': pushSubscriptionUseMigration(engine),
    '0015-reservation-notices': reservationNoticesMigration(engine),
    '0016-taxonomy-cebuano': taxonomyCebuanoMigration(),
    '0017-live-events': liveEventsMigration(engine),
    '0018-shared-public-point': sharedPublicPointMigration(),
    '0019-message-client-ids': messageClientIdsMigration(),
    '0020-cebuano-native-drinks': cebuanoNativeDrinksMigration(),
    '0021-phone-sign-in': phoneSignInMigration(engine),
    '0023-post-map-cells': postMapCellsMigration(engine),
    '0024-search-words': searchWordsMigration(engine),
    '0025-suki': sukiMigration(engine),
    '0026-payment-qr': paymentQrMigration(engine),
    '0027-title-words': titleWordsMigration(engine),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrationsFor(this.engine);
  }
}

/** Brings the schema up to date. Safe with several instances: Kysely takes a migration lock. */
/** The migrations that run before `name`: the schema a test of that migration starts from. */
export function migrationsBefore(engine: Engine, name: string): Record<string, Migration> {
  return Object.fromEntries(Object.entries(migrationsFor(engine)).filter(([key]) => key < name));
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle.engine),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
