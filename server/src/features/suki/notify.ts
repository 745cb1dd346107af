import type { Db } from '../../db/database';
import { isBanned } from '../../platform/authenticate';
import { enqueue, type OutboxEvent } from '../../platform/outbox';
import { asLocale } from '../auth/emails';
import { displayName, type HandlerMap, type NotificationKit } from '../notifications/handlers';
import type { Recipient } from '../notifications/repository';
import type { SukiEvents } from './events';
import type { SukiNoticeRepository } from './notice-repository';
import { foldDueAt, mayTellNow, sellerNotifies, withinFollowerRange } from './policy';
import { postDetails, sukiEmail, sukiFoldPush, sukiPostPush, type ToldPost } from './texts';

/** Posts a folded email lists at most (the count says how many there were). */
const FOLDED_EMAIL_ITEMS = 10;

export interface SukiNotifyDeps {
  notices: SukiNoticeRepository;
  /** Absolute URL of a stored photo (local media or the bucket). */
  mediaUrl(path: string): string;
}

/**
 * A followed seller's new post, through the notification outbox (issue 39): each follower it
 * reaches (the setting on, in range, no block, no ban) is told at once if nothing was said of
 * this seller in the last window, by push to their phones or else by email; posts within the
 * window are counted and told together when it ends ("Aling Nena posted 3 new items").
 */
export function sukiHandlers(kit: NotificationKit, deps: SukiNotifyDeps) {
  const { fanOut, pushToAll, emailTo } = kit;
  const { notifications, publicUrl } = kit.deps;
  const { notices } = deps;

  const listening = (recipient: Recipient | undefined, now: Date): recipient is Recipient =>
    recipient !== undefined &&
    recipient.settings.suki_posts &&
    !isBanned(recipient.banned_until, now);

  /** Push to the follower's phones, or, with none, an email. */
  async function tell(
    trx: Db,
    recipient: Recipient,
    push: Parameters<typeof pushToAll>[2],
    email: () => Promise<Parameters<typeof emailTo>[1]>,
    path: string,
  ) {
    if ((await notifications.subscriptionIdsOf(recipient.id, trx)).length > 0) {
      await pushToAll(trx, recipient.id, push);
      return;
    }
    const copy = await email();
    await enqueue(trx, 'email', { message: emailTo(recipient, copy, path, 'suki_posts') });
  }

  const item = (
    locale: ReturnType<typeof asLocale>,
    post: ToldPost & { thumb_path?: string | null },
  ) => ({
    title: post.title,
    details: postDetails(locale, post),
    link: `${publicUrl}/post/${post.id}`,
    image: post.thumb_path ? deps.mediaUrl(post.thumb_path) : null,
  });

  const handlers = {
    async suki_post({ postId }: SukiEvents['suki_post'], event: OutboxEvent) {
      const now = new Date();
      const post = await notices.post(postId);
      const live =
        post &&
        post.status === 'active' &&
        Date.parse(post.expires_at) > now.getTime() &&
        sellerNotifies(post.seller_banned_until, now);
      if (!live) return fanOut(event, async () => {});
      const at = { lat: post.public_lat, lng: post.public_lng };
      const reached = (await notices.followersOf(post.user_id)).filter(
        (follower) =>
          Boolean(follower.suki_posts) &&
          follower.deletion_requested_at === null &&
          !isBanned(follower.banned_until, now) &&
          withinFollowerRange(at, {
            rangeKm: follower.search_range_km,
            near:
              follower.near_lat !== null && follower.near_lng !== null
                ? { lat: follower.near_lat, lng: follower.near_lng }
                : null,
          }),
      );
      return fanOut(event, async (trx) => {
        for (const follower of reached) {
          await enqueue(trx, 'suki_notice', {
            followerId: follower.follower_id,
            sellerId: post.user_id,
            postId,
          } satisfies SukiEvents['suki_notice']);
        }
      });
    },

    async suki_notice(notice: SukiEvents['suki_notice'], event: OutboxEvent) {
      const now = new Date();
      const [recipient, post] = await Promise.all([
        notifications.recipient(notice.followerId),
        notices.post(notice.postId),
      ]);
      if (!listening(recipient, now) || !post || post.status !== 'active') {
        return fanOut(event, async () => {});
      }
      const locale = asLocale(recipient.locale);
      const seller = { id: post.user_id, name: post.seller_name };
      return fanOut(event, async (trx) => {
        // Unfollowed or blocked since (a block ends the follow): nothing to tell.
        const follow = await notices.follow(trx, notice.followerId, notice.sellerId);
        if (!follow) return;
        if (mayTellNow(follow.told_at, now)) {
          await notices.told(trx, follow.id, now);
          await tell(
            trx,
            recipient,
            sukiPostPush(locale, seller, post),
            async () =>
              sukiEmail(locale, displayName(recipient), seller.name, 1, [item(locale, post)]),
            `/post/${post.id}`,
          );
          return;
        }
        const due = foldDueAt(follow.told_at!);
        await notices.fold(trx, follow.id, due);
        // The first post folded in this window brings the one notification that tells them all.
        if (Number(follow.folded) === 0) {
          await enqueue(
            trx,
            'suki_fold',
            {
              followerId: notice.followerId,
              sellerId: notice.sellerId,
            } satisfies SukiEvents['suki_fold'],
            { availableAt: due },
          );
        }
      });
    },

    async suki_fold({ followerId, sellerId }: SukiEvents['suki_fold'], event: OutboxEvent) {
      const now = new Date();
      const [recipient, seller] = await Promise.all([
        notifications.recipient(followerId),
        notices.seller(sellerId),
      ]);
      return fanOut(event, async (trx) => {
        const follow = await notices.follow(trx, followerId, sellerId);
        if (!follow || Number(follow.folded) === 0) return;
        const since = follow.told_at ?? follow.fold_due_at ?? now.toISOString();
        // Told or not, the window starts again: the folded posts are not kept for later.
        await notices.told(trx, follow.id, now);
        const heard =
          listening(recipient, now) &&
          seller !== undefined &&
          seller.deletion_requested_at === null &&
          sellerNotifies(seller.banned_until, now);
        if (!heard) return;
        const locale = asLocale(recipient.locale);
        const count = Number(follow.folded);
        const named = { id: seller.id, name: seller.seller_name, username: seller.username };
        const path = `/user/${encodeURIComponent(seller.username)}`;
        await tell(
          trx,
          recipient,
          sukiFoldPush(locale, named, count),
          async () => {
            const posts = await notices.livePostsSince(
              trx,
              sellerId,
              since,
              FOLDED_EMAIL_ITEMS,
              now,
            );
            const items = posts.map((post) => item(locale, post));
            return sukiEmail(locale, displayName(recipient), seller.seller_name, count, items);
          },
          path,
        );
      });
    },
  };
  return handlers satisfies HandlerMap;
}
