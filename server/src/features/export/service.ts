import { notFound } from '../../platform/errors';
import { presentExport } from './presenter';
import type { ExportRepository, ExportRows } from './repository';

export interface ExportServiceDeps {
  /** Runs every read of one export against one snapshot of the database. */
  inSnapshot: <T>(read: (exports: ExportRepository) => Promise<T>) => Promise<T>;
  /** Base of the links in the file: stored media paths become full URLs under it. */
  publicUrl: string;
}

/** The downloaded file's name: palengke-data-<username>-<YYYY-MM-DD>.json (UTC date). */
export function exportFileName(username: string, now: Date): string {
  // Usernames are letters, digits and dots; anything else (an old account) must not break the header.
  const safe = username.replace(/[^A-Za-z0-9._-]/g, '_');
  return `palengke-data-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

/** Everything held about the person, or undefined when the account is gone. */
async function readAll(
  exports: ExportRepository,
  userId: string,
  currentTokenHash: string,
): Promise<ExportRows | undefined> {
  const profile = await exports.profile(userId);
  if (!profile) return undefined;
  // One transaction is one connection: the reads run one after another whatever the code says,
  // so they are written that way.
  return {
    profile,
    posts: await exports.posts(userId),
    photosOf: await exports.photosOf(userId),
    threads: await exports.threads(userId),
    messagesOf: await exports.messagesOf(userId),
    reviewsGiven: await exports.reviews(userId, 'given'),
    reviewsReceived: await exports.reviews(userId, 'received'),
    reports: await exports.reports(userId),
    feedback: await exports.feedback(userId),
    devices: await exports.devices(userId),
    blocks: await exports.blocks(userId),
    suki: await exports.suki(userId),
    paymentQr: await exports.paymentQr(userId),
    paymentQrChanges: await exports.paymentQrChanges(userId),
    alerts: await exports.alerts(userId),
    pushSubscriptions: await exports.pushSubscriptions(userId),
    sessions: await exports.sessions(userId, currentTokenHash),
  };
}

/** "Your data" (issue 12, the Data Privacy Act's right to data portability). */
export function createExportService({ inSnapshot, publicUrl }: ExportServiceDeps) {
  const absolute = (path: string) => (path.startsWith('/') ? `${publicUrl}${path}` : path);

  return {
    async export(userId: string, currentTokenHash: string, now = new Date()) {
      // One snapshot: a message sent or a post sold during the export is in it whole or not at all.
      const rows = await inSnapshot((exports) => readAll(exports, userId, currentTokenHash));
      // Signed in a moment ago, removed since (the 30-day removal ran): nothing left to give.
      if (!rows) throw notFound('Account not found.');
      const document = presentExport(rows, userId, absolute, now);
      return { document, fileName: exportFileName(rows.profile.username, now) };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
