import { ALERT_PUSHES_PER_HOUR } from '@core/constants';
import type { Db } from '../../db/database';
import type { OutboxEvent } from '../../platform/outbox';
import { enqueue } from '../../platform/outbox';
import { isBanned } from '../../platform/authenticate';
import { asLocale } from '../auth/emails';
import { displayName, type HandlerMap, type NotificationKit } from '../notifications/handlers';
import type { BlockRepository } from '../blocks/repository';
import type { AlertEvents } from './events';
import { matchDistance } from './matching';
import type { MatchRepository, NewMatch } from './match-repository';
import type { AlertRepository } from './repository';
import { alertPush, digestEmail, postDetails } from './texts';

const HOUR_MS = 3_600_000;

export interface AlertNotifyDeps {
  alerts: AlertRepository;
  matches: MatchRepository;
  digestMs: number;
  /** Neither of two people who blocked one another hears of the other's posts. */
  blocks: Pick<BlockRepository, 'relatedAmong' | 'between' | 'relatedIds'>;
  /** Absolute URL of a stored photo (local media or the bucket). */
  mediaUrl(path: string): string;
}

/**
 * Food alerts through the notification outbox: a new post is matched off the request path,
 * each matching person is told once per post (push now, within an hourly cap), and the email
 * digest collects every match since the last one, at most one every ALERT_DIGEST_S.
 */
export function alertHandlers(kit: NotificationKit, deps: AlertNotifyDeps) {
  const { fanOut, pushToAll, emailTo } = kit;
  const { notifications } = kit.deps;
  const { matches } = deps;

  async function scheduleDigest(trx: Db, userId: string, now: Date) {
    const due = await matches.scheduleDigest(trx, userId, now, deps.digestMs);
    if (due) {
      await enqueue(trx, 'alert_digest', { userId } satisfies AlertEvents['alert_digest'], {
        availableAt: due,
      });
    }
  }

  const handlers = {
    async post_created({ postId }: AlertEvents['post_created'], event: OutboxEvent) {
      const now = new Date();
      const post = await matches.post(postId);
      const live =
        post &&
        post.status === 'active' &&
        Date.parse(post.expires_at) > now.getTime() &&
        !isBanned(post.author_banned_until, now);
      if (!live) return fanOut(event, async () => {});

      // One notification per person however many of their alerts match: the nearest one.
      const best = new Map<string, NewMatch>();
      const matchedAlerts: string[] = [];
      for (const alert of await deps.alerts.candidatesFor(post)) {
        const km = matchDistance(alert, post);
        if (km === null) continue;
        matchedAlerts.push(alert.id);
        const known = best.get(alert.user_id);
        if (!known || km < known.distanceKm) {
          best.set(alert.user_id, { userId: alert.user_id, alertId: alert.id, distanceKm: km });
        }
      }
      const blocked = await deps.blocks.relatedAmong(post.user_id, [...best.keys()]);
      const found = [...best.values()].filter((match) => !blocked.has(match.userId));
      return fanOut(event, async (trx) => {
        await matches.record(trx, postId, found, matchedAlerts, now);
        for (const match of found) {
          await enqueue(trx, 'alert_match', {
            postId,
            ...match,
          } satisfies AlertEvents['alert_match']);
        }
      });
    },

    async alert_match(match: AlertEvents['alert_match'], event: OutboxEvent) {
      const now = new Date();
      const [recipient, post] = await Promise.all([
        notifications.recipient(match.userId),
        matches.post(match.postId),
      ]);
      // A banned owner hears nothing while the ban lasts (a leaving one is no recipient).
      const listening = recipient && !isBanned(recipient.banned_until, now);
      if (!listening || !post || post.status !== 'active') return fanOut(event, async () => {});
      // Blocked since the match was recorded: no push.
      const blocked = await deps.blocks.between(match.userId, post.user_id);
      if (blocked) return fanOut(event, async () => {});
      const locale = asLocale(recipient.locale);
      return fanOut(event, async (trx) => {
        await matches.lockPerson(trx, match.userId);
        if (recipient.settings.alerts_push) {
          const recent = await matches.pushesSince(
            trx,
            match.userId,
            new Date(now.getTime() - HOUR_MS),
          );
          if (recent < ALERT_PUSHES_PER_HOUR) {
            const facts = { ...post, distance_km: match.distanceKm };
            await pushToAll(trx, match.userId, alertPush(locale, match.alertId, facts));
            await matches.markPushed(trx, match.userId, match.postId, now);
          }
        }
        if (recipient.settings.alerts_email) await scheduleDigest(trx, match.userId, now);
      });
    },

    async alert_digest({ userId }: AlertEvents['alert_digest'], event: OutboxEvent) {
      const now = new Date();
      const recipient = await notifications.recipient(userId);
      const [waiting, blocked] = await Promise.all([
        matches.unemailed(userId),
        deps.blocks.relatedIds(userId),
      ]);
      const live = waiting.filter(
        (row) =>
          row.status === 'active' &&
          Date.parse(row.expires_at) > now.getTime() &&
          !blocked.includes(row.user_id),
      );
      const send = Boolean(recipient?.settings.alerts_email) && live.length > 0;
      return fanOut(event, async (trx) => {
        await matches.lockPerson(trx, userId);
        await matches.digestSent(
          trx,
          userId,
          waiting.map((row) => row.match_id),
          send,
          now,
        );
        if (recipient?.settings.alerts_email && (await matches.hasUnemailed(trx, userId))) {
          await scheduleDigest(trx, userId, now);
        }
        if (send && recipient) {
          const locale = asLocale(recipient.locale);
          const items = live.map((row) => ({
            title: row.title,
            details: postDetails(locale, row),
            link: `${kit.deps.publicUrl}/post/${row.id}`,
            image: row.thumb_path ? deps.mediaUrl(row.thumb_path) : null,
          }));
          const copy = digestEmail(locale, displayName(recipient), items);
          await enqueue(trx, 'email', {
            message: emailTo(recipient, copy, '/alerts', 'alerts_email'),
          });
        }
      });
    },
  };
  return handlers satisfies HandlerMap;
}
