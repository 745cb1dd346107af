import adminCeb from '../features/admin/i18n.ceb.json';
import alertsCeb from '../features/alerts/i18n.ceb.json';
import alertsButtonCeb from '../features/alerts/i18n.button.ceb.json';
import authCeb from '../features/auth/i18n.ceb.json';
import blocksCeb from '../features/blocks/i18n.ceb.json';
import sukiCeb from '../features/suki/i18n.ceb.json';
import feedCeb from '../features/feed/i18n.ceb.json';
import feedMapCeb from '../features/feed-map/i18n.ceb.json';
import feedMapFrameCeb from '../features/feed-map/i18n.frame.ceb.json';
import feedbackFormCeb from '../features/feedback-form/i18n.ceb.json';
import lowDataCeb from '../features/low-data/i18n.ceb.json';
import myPostsCeb from '../features/my-posts/i18n.ceb.json';
import notificationsCeb from '../features/notifications/i18n.ceb.json';
import paymentQrCeb from '../features/payment-qr/i18n.ceb.json';
import postDetailCeb from '../features/post-detail/i18n.ceb.json';
import postFormCeb from '../features/post-form/i18n.ceb.json';
import privacyCeb from '../features/privacy/i18n.ceb.json';
import profileCeb from '../features/profile/i18n.ceb.json';
import safetyCeb from '../features/safety/i18n.ceb.json';
import staticCeb from '../features/static/i18n.ceb.json';
import threadsCeb from '../features/threads/i18n.ceb.json';
import appCeb from './ceb.json';
import validationCeb from './validation.ceb.json';

/**
 * The Cebuano (Binisaya) strings, area by area as in english.ts; the words are those of
 * docs/cebuano-glossary.md. Loaded on demand like Filipino: a first visit in English does
 * not download them.
 */
export const cebuanoCatalogs = {
  app: appCeb,
  validation: validationCeb,
  auth: authCeb,
  profile: profileCeb,
  feed: feedCeb,
  feedMap: feedMapCeb,
  feedMapFrame: feedMapFrameCeb,
  postForm: postFormCeb,
  postDetail: postDetailCeb,
  paymentQr: paymentQrCeb,
  myPosts: myPostsCeb,
  threads: threadsCeb,
  admin: adminCeb,
  feedbackForm: feedbackFormCeb,
  notifications: notificationsCeb,
  alerts: alertsCeb,
  alertsButton: alertsButtonCeb,
  safety: safetyCeb,
  blocks: blocksCeb,
  suki: sukiCeb,
  privacy: privacyCeb,
  static: staticCeb,
  lowData: lowDataCeb,
} as const;
