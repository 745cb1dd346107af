import adminTl from '../features/admin/i18n.tl.json';
import alertsTl from '../features/alerts/i18n.tl.json';
import alertsButtonTl from '../features/alerts/i18n.button.tl.json';
import authTl from '../features/auth/i18n.tl.json';
import blocksTl from '../features/blocks/i18n.tl.json';
import sukiTl from '../features/suki/i18n.tl.json';
import feedTl from '../features/feed/i18n.tl.json';
import feedMapTl from '../features/feed-map/i18n.tl.json';
import feedMapFrameTl from '../features/feed-map/i18n.frame.tl.json';
import feedbackFormTl from '../features/feedback-form/i18n.tl.json';
import lowDataTl from '../features/low-data/i18n.tl.json';
import myPostsTl from '../features/my-posts/i18n.tl.json';
import notificationsTl from '../features/notifications/i18n.tl.json';
import paymentQrTl from '../features/payment-qr/i18n.tl.json';
import postDetailTl from '../features/post-detail/i18n.tl.json';
import postFormTl from '../features/post-form/i18n.tl.json';
import privacyTl from '../features/privacy/i18n.tl.json';
import profileTl from '../features/profile/i18n.tl.json';
import safetyTl from '../features/safety/i18n.tl.json';
import staticTl from '../features/static/i18n.tl.json';
import threadsTl from '../features/threads/i18n.tl.json';
import appTl from './tl.json';
import validationTl from './validation.tl.json';

/**
 * The Filipino strings, area by area as in english.ts. Loaded on demand (resources.ts): a
 * first visit in English does not download them.
 */
export const filipinoCatalogs = {
  app: appTl,
  validation: validationTl,
  auth: authTl,
  profile: profileTl,
  feed: feedTl,
  feedMap: feedMapTl,
  feedMapFrame: feedMapFrameTl,
  postForm: postFormTl,
  postDetail: postDetailTl,
  paymentQr: paymentQrTl,
  myPosts: myPostsTl,
  threads: threadsTl,
  admin: adminTl,
  feedbackForm: feedbackFormTl,
  notifications: notificationsTl,
  alerts: alertsTl,
  alertsButton: alertsButtonTl,
  safety: safetyTl,
  blocks: blocksTl,
  suki: sukiTl,
  privacy: privacyTl,
  static: staticTl,
  lowData: lowDataTl,
} as const;
