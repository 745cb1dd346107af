import { withMark } from '../../../app/session';
import { useSiteOrigin } from '../../../app/siteOrigin';
import { formatPeso } from '@core/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '../../../ui/styles';
import { useToast } from '../../../ui/toast';
import { browserShareDeps, sharePost } from '../share';
import type { PostDetail } from '../types';
import { viewerParts, type ViewerKind } from '../viewer';
import { ContactSheet } from './ContactSheet';
import { PhoneIcon, ShareIcon } from './icons';
import { MessageButton } from './MessageButton';
import { useMessageOnArrival } from '../messageIntent';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../../ui/shownWhenParsed';

interface BottomBarProps {
  post: PostDetail;
  viewer: ViewerKind;
}

// On a phone the three actions stack icon over label, like an app's tab bar, so the price
// and all three fit in 360 px; from the small breakpoint up they are ordinary buttons.
const action =
  'inline-flex min-h-12 min-w-16 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-semibold sm:min-h-11 sm:flex-row sm:gap-2 sm:px-4 sm:text-base disabled:cursor-not-allowed disabled:opacity-60';
const primaryAction = `${action} bg-brand-700 text-white hover:bg-brand-800`;
const secondaryAction = `${action} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;

/**
 * The sticky bar (SPEC §2): price, Message, Contact, Share. It sticks to the bottom of the
 * screen while the post is in view and comes to rest above the footer, so it never hides
 * the last of the content.
 */
export function BottomBar({ post, viewer }: BottomBarProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [contactOpen, setContactOpen] = useState(false);
  const postUrl = `${useSiteOrigin()}/post/${encodeURIComponent(post.id)}`;
  const parts = viewerParts(viewer, post.user_id);
  // Across a block (either way) there is no way to message: no Message, no contacts. Nor to
  // oneself (drawn, marked, until the session says who is looking: viewerParts).
  const reachable = parts.others && !post.blocked;
  useMessageOnArrival(post.id, viewer, !post.blocked);

  const share = async () => {
    const outcome = await sharePost(
      {
        title: post.title,
        text: t('postDetail.share.text', { title: post.title, price: formatPeso(post.price) }),
        url: postUrl,
      },
      browserShareDeps(),
    );
    if (outcome === 'copied') toast(t('postDetail.share.copied'), { kind: 'success' });
    else if (outcome === 'failed')
      toast(t('postDetail.share.failed', { url: postUrl }), { kind: 'error', durationMs: 8000 });
  };

  return (
    <div
      role="region"
      aria-label={t('postDetail.bar.label')}
      // On a phone's first screen, its actions pushed right by the price: drawn once whole.
      className={`${SHOWN_WHEN_PARSED} sticky bottom-0 z-30 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x`}
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-xl font-extrabold text-ink">
          <span className="sr-only">{t('postDetail.facts.price')}: </span>
          {formatPeso(post.price)}
        </p>
        {post.blocked ? null : (
          <MessageButton
            postId={post.id}
            viewer={viewer}
            className={primaryAction}
            mark={parts.othersMark}
          />
        )}
        {!reachable ? null : (
          <button
            type="button"
            {...withMark(secondaryAction, parts.othersMark)}
            onClick={() => setContactOpen(true)}
            aria-haspopup="dialog"
          >
            <PhoneIcon />
            <span>{t('postDetail.bar.contact')}</span>
          </button>
        )}
        {/* A canceled post is visible to its owner only: a shared link would lead nowhere. */}
        {post.status === 'hidden' ? null : (
          <button type="button" className={secondaryAction} onClick={() => void share()}>
            <ShareIcon />
            <span>{t('postDetail.bar.share')}</span>
          </button>
        )}
      </div>
      <ParsedEnd />
      {!reachable ? null : (
        <ContactSheet
          open={contactOpen}
          post={post}
          postUrl={postUrl}
          onClose={() => setContactOpen(false)}
          messageAction={
            <MessageButton postId={post.id} viewer={viewer} className={buttonPrimary} />
          }
          signInFirst={viewer === 'visitor'}
        />
      )}
    </div>
  );
}
