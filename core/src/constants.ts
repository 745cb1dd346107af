// Business constants and limits (SPEC §9). A limit lives here once; the server's
// validation, the web forms and the tests all import it instead of repeating the number.

const MB = 1024 * 1024;

// --- Page sizes -------------------------------------------------------------------------

/** Posts per page on the home feed. */
export const HOME_PAGE_SIZE = 10;
/** Rows per page in every admin list (reports, feedback, posts, users). */
export const ADMIN_PAGE_SIZE = 10;
/** Posts per page on My Posts. */
export const MY_POSTS_PAGE_SIZE = 10;
/** Threads fetched per "Load more" on the conversation list. */
export const THREADS_PAGE_SIZE = 10;
/** Posts per page on a public profile. */
export const PROFILE_POSTS_PAGE_SIZE = 10;
/** Reviews per page on a public profile. */
export const PROFILE_REVIEWS_PAGE_SIZE = 5;

// --- Posts ------------------------------------------------------------------------------

/** Highest price in pesos a post may ask. */
export const PRICE_MAX = 100_000;
/** Highest quantity a post may offer; the steppers stay within 0..QTY_MAX. */
export const QTY_MAX = 100_000;
/** The quantity steppers change the value by this much. */
export const QTY_STEP = 1;
/** A post lives at least until the end of today (day 1). */
export const EXPIRY_DAYS_MIN = 1;
/** A post lives at most until the end of the 30th day, today counted as day 1. */
export const EXPIRY_DAYS_MAX = 30;
/** Quick chips on the create and edit forms: today, tomorrow, 3 days, 7 days. */
export const EXPIRY_QUICK_DAYS = [1, 2, 3, 7] as const;
/** Longest post title; keeps cards and notification previews readable. */
export const TITLE_MAX = 120;
/** Longest post description. */
export const DESCRIPTION_MAX = 2000;
/** Longest unit label; units come from a fixed list, so this only stops abuse. */
export const UNIT_MAX = 20;
/** The forms take one photo per post. */
export const POST_IMAGES_MAX = 1;
/** Decimals an amount of a post (its quantity, a reservation, a sale) may have. */
export const QTY_DECIMALS = 2;
/** A reservation holds units for a buyer at most this many days ahead. */
export const RESERVATION_DAYS_MAX = 7;

// --- Photos -----------------------------------------------------------------------------

/** Image types accepted for post photos, profile photos and feedback screenshots. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Post photos are resized to fit in a square of this side, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG quality of the first encoding attempt. */
export const PHOTO_QUALITY_START = 0.82;
/** Quality is lowered by this much per attempt while the photo is over target. */
export const PHOTO_QUALITY_STEP = 0.08;
/** Quality is never lowered below this; past it the photo is refused as too large. */
export const PHOTO_QUALITY_FLOOR = 0.45;
/** Size an encoded photo aims for (about 1.8 MB), leaving headroom under PHOTO_MAX_BYTES. */
export const PHOTO_TARGET_BYTES = Math.round(1.8 * MB);
/** Hard upper bound for an uploaded photo after compression (2 MB). */
export const PHOTO_MAX_BYTES = 2 * MB;
/** Profile photos are resized to fit in a square of this side, in pixels. */
export const PROFILE_PHOTO_MAX_SIDE = 800;
/** Profile photos aim for the same size as post photos (about 1.8 MB). */
export const PROFILE_PHOTO_TARGET_BYTES = PHOTO_TARGET_BYTES;
/** Hard upper bound for an uploaded profile photo (2 MB). */
export const PROFILE_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;
/** Feedback screenshots are resized to fit in a square of this side, in pixels. */
export const FEEDBACK_SCREENSHOT_MAX_SIDE = 1600;
/** Feedback screenshots must be at most this size after compression (2 MB). */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 2 * MB;
/** One screenshot per feedback message. */
export const FEEDBACK_IMAGES_MAX = 1;

// --- Timing -----------------------------------------------------------------------------

/** An open chat refetches its messages this often. */
export const CHAT_REFRESH_MS = 5000;
/** The admin badge (new reports plus new feedback) refreshes this often. */
export const ADMIN_COUNTS_REFRESH_MS = 30_000;
/** Default time a toast stays on screen. */
export const TOAST_MS = 3000;
/** Geolocation requests (high accuracy) give up after this long. */
export const GEO_TIMEOUT_MS = 10_000;

// --- Distance ---------------------------------------------------------------------------

/** Mean earth radius used by the haversine distance. */
export const EARTH_RADIUS_KM = 6371;
/** Decimals shown for a distance in km. */
export const DISTANCE_DECIMALS = 1;
/**
 * Decimals kept of a post's coordinates: about 100 m, so a seller's house is not exact. A
 * public point is stored with these decimals too, so what others are shown is all that the
 * range filter, the distances and the distance sorts know of it: no query learns more digits.
 */
export const COORDINATE_DECIMALS = 3;
/**
 * A post's public point (what others see, search and get alerted on) lies this far from the
 * exact one, in a random direction: far enough that no number of range queries finds the
 * home, near enough that the distance stays honest to a few hundred metres.
 */
export const PUBLIC_POINT_MIN_M = 150;
export const PUBLIC_POINT_MAX_M = 350;
/**
 * A post this close to an earlier one of the same account shares that post's public point
 * itself (not its offset): one point per place, so averaging a daily seller's posts finds
 * only that point, and knowing where one post truly is tells nothing about the others.
 */
export const PUBLIC_POINT_SHARED_M = 400;
/** Smallest range the feed accepts: a smaller circle would only help pin a public point down. */
export const FEED_RANGE_MIN_KM = 1;
/** Largest range the feed accepts (the slider stops at SEARCH_RANGE_MAX_KM). */
export const FEED_RANGE_MAX_KM = 500;
/** Search range for users who never moved the slider. */
export const DEFAULT_SEARCH_RANGE_KM = 5;
/** Smallest value of the search range slider. */
export const SEARCH_RANGE_MIN_KM = 1;
/** Largest value of the search range slider. */
export const SEARCH_RANGE_MAX_KM = 50;

// --- Reviews ----------------------------------------------------------------------------

/** Lowest star rating. */
export const RATING_MIN = 1;
/** Highest star rating. */
export const RATING_MAX = 5;
/** Stars preselected on the review form. */
export const RATING_DEFAULT = 5;
/** Decimals shown for an average rating. */
export const RATING_AVERAGE_DECIMALS = 1;
/** Longest review comment. */
export const REVIEW_COMMENT_MAX = 1000;

// --- Gestures and scrolling -------------------------------------------------------------

/** Horizontal travel that turns a touch into a carousel swipe. */
export const SWIPE_THRESHOLD_PX = 40;
/** The chat's jump-to-latest button appears beyond this distance from the bottom. */
export const JUMP_TO_LATEST_PX = 120;

// --- Accounts and text inputs -----------------------------------------------------------

/** Shortest username. */
export const USERNAME_MIN = 3;
/** Longest username. */
export const USERNAME_MAX = 20;
/** Shortest password. */
export const PASSWORD_MIN = 6;
/** Longest password; argon2 hashing cost grows with input, so cap what a request may send. */
export const PASSWORD_MAX = 128;
/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Longest display name. */
export const DISPLAY_NAME_MAX = 60;
/** Longest free-form phone number. */
export const PHONE_MAX = 30;
/** Facebook usernames are at least 5 characters (Facebook's own rule). */
export const FACEBOOK_USERNAME_MIN = 5;
/** Facebook usernames are at most 50 characters (Facebook's own rule). */
export const FACEBOOK_USERNAME_MAX = 50;
/** Fewest digits of a WhatsApp number after the '+'. */
export const WHATSAPP_DIGITS_MIN = 8;
/** Most digits of a WhatsApp number after the '+' (E.164). */
export const WHATSAPP_DIGITS_MAX = 15;
/** Admin searches start only once this many characters are typed. */
export const ADMIN_SEARCH_MIN = 3;
/** Shortest report reason, after trimming. */
export const REPORT_REASON_MIN = 3;
/** Longest report reason. */
export const REPORT_REASON_MAX = 1000;
/** Shortest feedback message, after trimming. */
export const FEEDBACK_MESSAGE_MIN = 5;
/** Longest feedback message. */
export const FEEDBACK_MESSAGE_MAX = 5000;
/** Longest chat message. */
export const MESSAGE_BODY_MAX = 2000;

// --- Moderation and retention -----------------------------------------------------------

/** Ban lengths an admin may choose: days, or permanent. */
export const BAN_OPTIONS = [1, 7, 30, 'permanent'] as const;
/** Days between an account deletion request and the account's removal. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
/** Messages of completed or canceled threads are deleted after this many months. */
export const THREAD_MESSAGE_RETENTION_MONTHS = 3;

// --- Enum-like lists --------------------------------------------------------------------

/** Post status; 'hidden' is what the interface calls canceled. Expired is derived, not stored. */
export const POST_STATUSES = ['active', 'hidden', 'completed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Thread status: open until the seller marks it complete. */
export const THREAD_STATUSES = ['open', 'completed'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** Report status: new until an admin reviews it. */
export const REPORT_STATUSES = ['new', 'reviewed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a report is about: someone's post, or a review of a sale (issue 21). */
export const REPORT_TYPES = ['post', 'review'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Feedback status: new or reviewed, and an admin may toggle it back. */
export const FEEDBACK_STATUSES = ['new', 'reviewed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** What a feedback message is about. */
export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Author filter of the admin post list. */
export const ADMIN_AUTHOR_STATUSES = ['all', 'banned', 'active'] as const;
export type AdminAuthorStatus = (typeof ADMIN_AUTHOR_STATUSES)[number];

/** Values of the feed's sortBy query parameter. */
export const POST_SORT_BY = ['newest', 'price', 'title', 'distance', 'expiry'] as const;
export type PostSortBy = (typeof POST_SORT_BY)[number];

/** Values of the feed's sortDir query parameter. */
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/**
 * The sort options of the home feed (SPEC §2's seven and issue 11's expiring soon), in menu order, with the query they send.
 * Distance options need a device location (see resolvePostSort).
 */
export const POST_SORTS = [
  { key: 'newest', sortBy: 'newest', sortDir: 'desc', needsLocation: false },
  // Issue 11: soonest expiry first, so food about to go bad finds a buyer; no location needed.
  { key: 'expiryAsc', sortBy: 'expiry', sortDir: 'asc', needsLocation: false },
  { key: 'priceAsc', sortBy: 'price', sortDir: 'asc', needsLocation: false },
  { key: 'priceDesc', sortBy: 'price', sortDir: 'desc', needsLocation: false },
  { key: 'titleAsc', sortBy: 'title', sortDir: 'asc', needsLocation: false },
  { key: 'titleDesc', sortBy: 'title', sortDir: 'desc', needsLocation: false },
  { key: 'distanceAsc', sortBy: 'distance', sortDir: 'asc', needsLocation: true },
  { key: 'distanceDesc', sortBy: 'distance', sortDir: 'desc', needsLocation: true },
] as const satisfies readonly {
  key: string;
  sortBy: PostSortBy;
  sortDir: SortDir;
  needsLocation: boolean;
}[];
export type PostSort = (typeof POST_SORTS)[number];
export type PostSortKey = PostSort['key'];

// --- Food alerts (the alerts issue) ------------------------------------------------------

/** Saved alerts a person may have at once; one more answers 409 alert_limit. */
export const ALERTS_PER_USER_MAX = 10;
/** Longest search text an alert keeps (as the feed's search box). */
export const ALERT_SEARCH_MAX = 100;
/** Alert pushes a person gets in an hour at most; the rest wait for the email digest. */
export const ALERT_PUSHES_PER_HOUR = 20;

/** The start of a chat message shown without it: the thread list's preview and a push's body. */
export const MESSAGE_PREVIEW_LENGTH = 120;
export const messagePreview = (body: string) => body.slice(0, MESSAGE_PREVIEW_LENGTH);
