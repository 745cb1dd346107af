import adminEn from '../features/admin/i18n.en.json';
import alertsEn from '../features/alerts/i18n.en.json';
import alertsButtonEn from '../features/alerts/i18n.button.en.json';
import authEn from '../features/auth/i18n.en.json';
import blocksEn from '../features/blocks/i18n.en.json';
import sukiEn from '../features/suki/i18n.en.json';
import feedEn from '../features/feed/i18n.en.json';
import feedMapEn from '../features/feed-map/i18n.en.json';
import feedMapFrameEn from '../features/feed-map/i18n.frame.en.json';
import feedbackFormEn from '../features/feedback-form/i18n.en.json';
import myPostsEn from '../features/my-posts/i18n.en.json';
import notificationsEn from '../features/notifications/i18n.en.json';
import paymentQrEn from '../features/payment-qr/i18n.en.json';
import postDetailEn from '../features/post-detail/i18n.en.json';
import postFormEn from '../features/post-form/i18n.en.json';
import privacyEn from '../features/privacy/i18n.en.json';
import profileEn from '../features/profile/i18n.en.json';
import safetyEn from '../features/safety/i18n.en.json';
import staticEn from '../features/static/i18n.en.json';
import threadsEn from '../features/threads/i18n.en.json';
import { shellCatalogs } from './shell';
import validationEn from './validation.en.json';

/**
 * The English strings, one file per area (a feature keeps its strings beside its pages): the
 * server renders with all of them, and they give the keys their types. The browser starts with
 * the shell's (shell.ts) and gets each other area's with the code that draws it.
 */
export const englishCatalogs = {
  ...shellCatalogs,
  validation: validationEn,
  auth: authEn,
  profile: profileEn,
  feed: feedEn,
  feedMap: feedMapEn,
  feedMapFrame: feedMapFrameEn,
  postForm: postFormEn,
  postDetail: postDetailEn,
  paymentQr: paymentQrEn,
  myPosts: myPostsEn,
  threads: threadsEn,
  admin: adminEn,
  feedbackForm: feedbackFormEn,
  notifications: notificationsEn,
  alerts: alertsEn,
  alertsButton: alertsButtonEn,
  safety: safetyEn,
  blocks: blocksEn,
  suki: sukiEn,
  privacy: privacyEn,
  static: staticEn,
} as const;
