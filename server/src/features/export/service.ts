import { notFound } from '../../platform/errors';
import { presentExport } from './presenter';
import type { ExportRepository } from './repository';

export interface ExportServiceDeps {
  exports: ExportRepository;
  /** Base of the links in the file: stored media paths become full URLs under it. */
  publicUrl: string;
}

/** The downloaded file's name: palengke-data-<username>-<YYYY-MM-DD>.json (UTC date). */
export function exportFileName(username: string, now: Date): string {
  // Usernames are letters, digits and dots; anything else (an old account) must not break the header.
  const safe = username.replace(/[^A-Za-z0-9._-]/g, '_');
  return `palengke-data-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

/** "Your data" (issue 12, the Data Privacy Act's right to data portability). */
export function createExportService({ exports, publicUrl }: ExportServiceDeps) {
  const absolute = (path: string) => (path.startsWith('/') ? `${publicUrl}${path}` : path);

  return {
    async export(userId: string, currentTokenHash: string, now = new Date()) {
      const profile = await exports.profile(userId);
      // Signed in a moment ago, removed since (the 30-day removal ran): nothing left to give.
      if (!profile) throw notFound('Account not found.');
      const [
        posts,
        photosOf,
        threads,
        messagesOf,
        reviewsGiven,
        reviewsReceived,
        reports,
        feedback,
        devices,
        blocks,
        alerts,
        pushSubscriptions,
        sessions,
      ] = await Promise.all([
        exports.posts(userId),
        exports.photosOf(userId),
        exports.threads(userId),
        exports.messagesOf(userId),
        exports.reviews(userId, 'given'),
        exports.reviews(userId, 'received'),
        exports.reports(userId),
        exports.feedback(userId),
        exports.devices(userId),
        exports.blocks(userId),
        exports.alerts(userId),
        exports.pushSubscriptions(userId),
        exports.sessions(userId, currentTokenHash),
      ]);
      const document = presentExport(
        {
          profile,
          posts,
          photosOf,
          threads,
          messagesOf,
          reviewsGiven,
          reviewsReceived,
          reports,
          feedback,
          devices,
          blocks,
          alerts,
          pushSubscriptions,
          sessions,
        },
        userId,
        absolute,
        now,
      );
      return { document, fileName: exportFileName(profile.username, now) };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
