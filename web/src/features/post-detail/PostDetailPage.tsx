import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isFinalAnswer } from '../../api/client';
import { PageStatus } from '../../app/page-head/pageReport';
import { SignedInSpace, useSession, useSessionParts } from '../../app/session';
import { useDeviceLocation } from '../../ui/location';
import { MessagePage } from '../../ui/MessagePage';
import { buttonPrimary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AdminActions } from './components/AdminActions';
import { BottomBar } from './components/BottomBar';
import { OwnerActions } from './components/OwnerActions';
import { PostDescription } from './components/PostDescription';
import { PostDetailSkeleton } from './components/PostDetailSkeleton';
import { PostFacts } from './components/PostFacts';
import { LowDataGallery } from './components/LowDataGallery';
import { PostNotice } from './components/PostNotice';
import { ReportArea } from './components/ReportArea';
import { SellerCard } from './components/SellerCard';
import { AreaNote } from '../privacy/AreaNote';
import { usePostLiveUpdates } from '../live/usePostLiveUpdates';
import { PostPreview } from './PostPreview';
import { usePostDetail } from './queries';
import { ownerPermissions, sellerName, viewerKind, viewerParts } from './viewer';
import './strings';

// Become a suki and Block are a signed-in person's (with Block's dialog, about 5 KiB gzip): not
// in a visitor's first visit. Their room is held from the first frame and while they load
// (app/session/sessionParts.tsx).
const SellerArea = lazy(() =>
  import('./components/SellerArea').then((module) => ({ default: module.SellerArea })),
);

/**
 * The seller area's height while its code or the session loads: the suki button (68 px), the
 * gap (16) and Block (44); Block alone across a block.
 */
const SELLER_AREA_ROOM = 'h-32';
const column = 'mx-auto w-full max-w-5xl px-4 pt-4 sm:pt-6';

/** /post/{id} (SPEC §2 Post detail). */
export function PostDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  // Never prompts: only a visitor who already allowed location gets a distance at once.
  const location = useDeviceLocation({ autoLocate: true });
  const center = location.position
    ? { lat: location.position.lat, lng: location.position.lng }
    : null;
  const query = usePostDetail(id, center);
  const post = query.data;
  // Amounts and status change on screen as buyers reserve and buy (no stream for a missing post).
  usePostLiveUpdates(post?.id);
  // A 404, or a 400 for an id that cannot name a post (too long): either way, not there.
  const missing = !post && isFinalAnswer(query.error);
  // "Not found" is the answer for whoever asked: a closed post is still its seller's to see,
  // so while it is asked again (with a session) the page waits rather than says so first.
  const notFound = missing && !query.isFetching;
  useDocumentTitle(post?.title ?? (notFound ? t('postDetail.notFound') : t('pages.post')));
  const sessionParts = useSessionParts();

  if (!post) {
    if (notFound) {
      const page = (
        <MessagePage title={t('postDetail.notFound')} message={t('postDetail.notFoundHint')}>
          <PageStatus code={404} />
          <Link to="/" className={buttonPrimary}>
            {t('common.backHome')}
          </Link>
        </MessagePage>
      );
      if (!(sessionParts.signedIn && sessionParts.signedOut)) return page;
      // The server answered for a visitor. On a device that keeps a session the post is asked
      // again with it as the page mounts (retryOnMount, queries.ts): until then it shows the
      // wait, not the visitor's answer (the <head>'s script decides which, sessionParts).
      return (
        <>
          <div className={`contents ${sessionParts.signedOutClass}`}>{page}</div>
          <div className={`${column} ${sessionParts.signedInClass}`}>
            <PostDetailSkeleton />
          </div>
        </>
      );
    }
    if (query.isError && !missing) {
      return (
        <MessagePage title={t('postDetail.loadFailedTitle')} message={t('postDetail.loadFailed')}>
          <button
            type="button"
            className={buttonPrimary}
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('common.retry')}
          </button>
        </MessagePage>
      );
    }
    return (
      <div className={column}>
        <PostDetailSkeleton />
      </div>
    );
  }

  const viewer = viewerKind(session.status, session.user?.id, post.user_id);
  const parts = viewerParts(viewer, post.user_id);
  return (
    <article className={column} aria-labelledby="page-title">
      {/* What a shared link previews with goes into the <head> the server writes; the
          browser would only redo its work (and download it), so its build leaves it out. */}
      {import.meta.env.SSR ? <PostPreview post={post} /> : null}
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <LowDataGallery
          // A new post starts again at its first photo (and, in low-data mode, hidden).
          key={post.id}
          images={post.images}
          thumbnail={post.thumbnail}
          photos={post.photos}
          title={post.title}
          categoryId={post.category.id}
        />
        <div className="flex flex-col gap-4">
          <div>
            <PostFacts post={post} viewer={viewer} location={location} />
            <PostNotice post={post} viewer={viewer} />
            {parts.owner ? <AreaNote kind="owner" className="mt-2" mark={parts.ownerMark} /> : null}
            {parts.others ? (
              <AreaNote kind="others" className="mt-2" mark={parts.othersMark} />
            ) : null}
          </div>
          <SellerCard author={post.author} />
          {viewer === 'member' ? (
            <Suspense fallback={<div className={post.blocked ? 'h-11' : SELLER_AREA_ROOM} />}>
              <SellerArea
                userId={post.user_id}
                name={sellerName(post.author)}
                blocked={Boolean(post.blocked)}
              />
            </Suspense>
          ) : null}
          {/* The suki button's and Block's room, on a device with a session, until it is known. */}
          {viewer === 'loading' ? (
            <SignedInSpace className={SELLER_AREA_ROOM} mark={parts.othersMark} />
          ) : null}
          {/* By the rules the server applies: its answer may still be a visitor's. */}
          {parts.owner ? (
            <OwnerActions
              post={{ ...post, permissions: ownerPermissions(post) }}
              mark={parts.ownerMark}
            />
          ) : null}
          {/* Drawn, marked, until the session is known, on a device an admin keeps only. */}
          {sessionParts.admin ? (
            <AdminActions post={post} className={sessionParts.adminClass} />
          ) : null}
        </div>
      </div>
      <PostDescription post={post} />
      <ReportArea viewer={viewer} postId={post.id} ownerId={post.user_id} />
      <BottomBar post={post} viewer={viewer} />
    </article>
  );
}
