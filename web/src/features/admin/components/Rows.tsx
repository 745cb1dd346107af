import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../api/client';
import { formatDateTime } from '../../../i18n/format';
import { buttonDanger, buttonSecondary, textLink } from '../../../ui/styles';
import { FlaggedCount } from '../../safety/FlaggedCount';
import type {
  AdminFeedback,
  AdminPerson,
  AdminPost,
  AdminReport,
  AdminUser,
  BanChoice,
  ModerationAction,
} from '../queries';

const small = 'min-h-11 px-3 text-sm';
const actions = 'mt-3 flex flex-wrap gap-2';
const PERMANENT_AFTER_YEARS = 50;

function Badge({
  tone,
  children,
}: {
  tone: 'new' | 'muted' | 'danger' | 'brand';
  children: ReactNode;
}) {
  const colours = {
    new: 'bg-accent-50 text-accent-800 ring-1 ring-accent-300',
    muted: 'bg-brand-50 text-ink ring-1 ring-brand-200',
    danger: 'bg-danger-50 text-danger-800 ring-1 ring-danger-200',
    brand: 'bg-brand-700 text-white',
  }[tone];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${colours}`}>
      {children}
    </span>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1 text-sm">
      <dt className="font-semibold text-ink-muted">{label}:</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** Ban dates far in the future are what 'permanent' is stored as. */
function isPermanent(iso: string): boolean {
  const date = new Date(iso);
  return date.getFullYear() - new Date().getFullYear() > PERMANENT_AFTER_YEARS;
}

export function isBanned(bannedUntil: string | null): boolean {
  return bannedUntil !== null && new Date(bannedUntil).getTime() > Date.now();
}

export interface ReportRowProps {
  report: AdminReport;
  busy: boolean;
  onReviewed: () => void;
  onDelete: () => void;
  /** Review reports only: takes the review off the profile and the rating. */
  onRemoveReview: () => void;
}

/** A person's chosen name, else their username. */
export const personName = (person: AdminPerson) => person.display_name ?? person.username;

/** What a review report is about: the stars, the words and who wrote them. */
function ReviewReported({ review }: { review: NonNullable<AdminReport['review']> }) {
  const { t } = useTranslation();
  return (
    <>
      <Meta label={t('admin.reports.review')}>
        <span className="font-semibold">{t('admin.reports.stars', { rating: review.rating })}</span>
        {' · '}
        <span className={`whitespace-pre-line ${review.comment ? '' : 'italic'}`}>
          {review.comment ?? t('admin.reports.noComment')}
        </span>
      </Meta>
      <Meta label={t('admin.reports.reviewer')}>
        {review.reviewer ? (
          <Link to={`/user/${encodeURIComponent(review.reviewer.username)}`} className={textLink}>
            {personName(review.reviewer)}
          </Link>
        ) : (
          t('admin.reports.unknownReporter')
        )}
      </Meta>
    </>
  );
}

export function ReportRow({ report, busy, onReviewed, onDelete, onRemoveReview }: ReportRowProps) {
  const { t, i18n } = useTranslation();
  const reporter = report.reporter
    ? personName(report.reporter)
    : t('admin.reports.unknownReporter');
  const { post, review } = report;
  let title = null;
  if (post) {
    title = (
      <Link to={`/post/${encodeURIComponent(post.id)}`} className={textLink}>
        {post.title}
      </Link>
    );
  } else if (review) {
    title = (
      <Link to={`/user/${encodeURIComponent(review.reviewee.username)}`} className={textLink}>
        {t('admin.reports.reviewOf', { name: personName(review.reviewee) })}
      </Link>
    );
  }
  return (
    <article aria-labelledby={`report-${report.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`report-${report.id}`} className="min-w-0 text-lg font-bold break-words">
          {title}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Badge tone="muted">{t(`admin.reports.type.${report.type}`)}</Badge>
          {review?.removed ? <Badge tone="danger">{t('admin.reports.reviewRemoved')}</Badge> : null}
          <Badge tone={report.status === 'new' ? 'new' : 'muted'}>
            {t(`admin.status.${report.status}`)}
          </Badge>
        </div>
      </div>
      <dl className="mt-2 flex flex-col gap-1">
        {review ? <ReviewReported review={review} /> : null}
        <Meta label={t('admin.reports.reason')}>{report.reason}</Meta>
        <Meta label={t('admin.reports.reporter')}>{reporter}</Meta>
        <Meta label={t('admin.reports.date')}>
          {formatDateTime(report.created_at, i18n.language)}
        </Meta>
      </dl>
      <div className={actions}>
        {report.status === 'new' ? (
          <button
            type="button"
            className={`${buttonSecondary} ${small}`}
            disabled={busy}
            onClick={onReviewed}
          >
            {t('admin.reports.markReviewed')}
          </button>
        ) : null}
        {review && !review.removed ? (
          <button
            type="button"
            className={`${buttonDanger} ${small}`}
            disabled={busy}
            onClick={onRemoveReview}
          >
            {t('admin.reports.removeReview')}
          </button>
        ) : null}
        <button
          type="button"
          className={`${buttonDanger} ${small}`}
          disabled={busy}
          onClick={onDelete}
        >
          {t('admin.reports.delete')}
        </button>
      </div>
    </article>
  );
}

export function FeedbackRow({
  item,
  busy,
  onToggle,
  onDelete,
}: {
  item: AdminFeedback;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const from = item.email ?? item.username ?? t('admin.feedback.anonymous');
  const screenshot = mediaUrl(item.images[0]);
  return (
    <article aria-labelledby={`feedback-${item.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`feedback-${item.id}`} className="font-bold">
          {t(`admin.feedback.category.${item.category}`)}
        </h3>
        <Badge tone={item.status === 'new' ? 'new' : 'muted'}>
          {t(`admin.status.${item.status}`)}
        </Badge>
      </div>
      <p className="mt-2 break-words whitespace-pre-line">{item.message}</p>
      <div className="mt-2 flex gap-3">
        <dl className="flex min-w-0 flex-1 flex-col gap-1">
          {item.path ? <Meta label={t('admin.feedback.path')}>{item.path}</Meta> : null}
          <Meta label={t('admin.feedback.from')}>{from}</Meta>
          <Meta label={t('admin.feedback.date')}>
            {formatDateTime(item.created_at, i18n.language)}
          </Meta>
        </dl>
        {screenshot ? (
          <a href={screenshot} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={screenshot}
              alt={t('admin.feedback.screenshot')}
              loading="lazy"
              className="size-16 rounded-lg border border-brand-200 object-cover"
            />
          </a>
        ) : null}
      </div>
      <div className={actions}>
        <button
          type="button"
          className={`${buttonSecondary} ${small}`}
          disabled={busy}
          onClick={onToggle}
        >
          {item.status === 'new' ? t('admin.feedback.markReviewed') : t('admin.feedback.markNew')}
        </button>
        <button
          type="button"
          className={`${buttonDanger} ${small}`}
          disabled={busy}
          onClick={onDelete}
        >
          {t('admin.feedback.delete')}
        </button>
      </div>
    </article>
  );
}

export function PostRow({
  post,
  busy,
  onRemove,
}: {
  post: AdminPost;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby={`post-${post.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`post-${post.id}`} className="min-w-0 text-lg font-bold break-words">
          <Link to={`/post/${encodeURIComponent(post.id)}`} className={textLink}>
            {post.title}
          </Link>
        </h3>
        <Badge tone={post.status === 'active' ? 'new' : 'muted'}>
          {t(`admin.status.${post.status}`)}
        </Badge>
      </div>
      <dl className="mt-2 flex flex-col gap-1">
        <Meta label={t('admin.posts.author')}>
          <Link to={`/user/${encodeURIComponent(post.author.id)}`} className={textLink}>
            {post.author.display_name ?? post.author.username}
          </Link>{' '}
          {isBanned(post.author.banned_until) ? (
            <Badge tone="danger">{t('admin.posts.authorBanned')}</Badge>
          ) : null}
        </Meta>
      </dl>
      {post.status === 'active' ? (
        <div className={actions}>
          <button
            type="button"
            className={`${buttonDanger} ${small}`}
            disabled={busy}
            onClick={onRemove}
          >
            {t('admin.posts.remove')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

export const BAN_BUTTONS: readonly BanChoice[] = [1, 7, 30, 'permanent'];

export function UserRow({
  user,
  busy,
  onBan,
}: {
  user: AdminUser;
  busy: boolean;
  onBan: (days: BanChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = user.display_name ?? user.username;
  const banned = isBanned(user.banned_until);
  let banText = '';
  if (banned && user.banned_until) {
    banText = isPermanent(user.banned_until)
      ? t('admin.users.bannedForever')
      : t('admin.users.bannedUntil', { date: formatDateTime(user.banned_until, i18n.language) });
  }
  return (
    <article aria-labelledby={`user-${user.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`user-${user.id}`} className="min-w-0 font-bold break-words">
          <Link to={`/user/${encodeURIComponent(user.id)}`} className={textLink}>
            @{user.username}
          </Link>
        </h3>
        {user.is_admin ? <Badge tone="brand">{t('admin.users.adminBadge')}</Badge> : null}
        {banText ? <Badge tone="danger">{banText}</Badge> : null}
      </div>
      <p className="mt-1 text-sm break-words text-ink">
        {[user.display_name, user.email ?? t('admin.users.phoneAccount')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-sm text-ink-muted">
        {t('admin.users.posts', { count: user.post_count })}
        <FlaggedCount count={user.flagged_messages} />
      </p>
      <div role="group" aria-label={t('admin.users.actionsLabel', { name })} className={actions}>
        {BAN_BUTTONS.map((days) => (
          <button
            key={days}
            type="button"
            className={`${buttonSecondary} ${small}`}
            disabled={busy}
            onClick={() => onBan(days)}
          >
            {t(`admin.users.ban.${days}`)}
          </button>
        ))}
        {banned ? (
          <button
            type="button"
            className={`${buttonSecondary} ${small}`}
            disabled={busy}
            onClick={() => onBan('clear')}
          >
            {t('admin.users.ban.clear')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

const LOG_ACTIONS = [
  'post_archived',
  'user_banned',
  'user_unbanned',
  'report_reviewed',
  'report_deleted',
  'review_removed',
  'feedback_status',
  'feedback_deleted',
] as const;

export function LogRow({ entry }: { entry: ModerationAction }) {
  const { t, i18n } = useTranslation();
  const known = LOG_ACTIONS.find((action) => action === entry.action);
  return (
    <article>
      <h3 className="font-bold">{known ? t(`admin.log.actions.${known}`) : entry.action}</h3>
      <p className="text-sm break-all text-ink">
        {t('admin.log.subject', {
          type: t(`admin.log.subjectTypes.${entry.subject_type}`),
          id: entry.subject_id,
        })}
      </p>
      <p className="text-sm text-ink-muted">
        {formatDateTime(entry.created_at, i18n.language)} ·{' '}
        {t('admin.log.by', { name: entry.admin_username ?? t('admin.log.unknownAdmin') })}
      </p>
    </article>
  );
}
