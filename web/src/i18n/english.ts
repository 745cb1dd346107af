import adminEn from '../features/admin/i18n.en.json';
import alertsEn from '../features/alerts/i18n.en.json';
import authEn from '../features/auth/i18n.en.json';
import blocksEn from '../features/blocks/i18n.en.json';
import feedEn from '../features/feed/i18n.en.json';
import feedbackFormEn from '../features/feedback-form/i18n.en.json';
import lowDataEn from '../features/low-data/i18n.en.json';
import myPostsEn from '../features/my-posts/i18n.en.json';
import notificationsEn from '../features/notifications/i18n.en.json';
import postDetailEn from '../features/post-detail/i18n.en.json';
import postFormEn from '../features/post-form/i18n.en.json';
import privacyEn from '../features/privacy/i18n.en.json';
import profileEn from '../features/profile/i18n.en.json';
import safetyEn from '../features/safety/i18n.en.json';
import threadsEn from '../features/threads/i18n.en.json';
import appEn from './en.json';
import validationEn from './validation.en.json';

/** The English strings, one file per area (a feature keeps its strings beside its pages). */
export const englishCatalogs = {
  app: appEn,
  validation: validationEn,
  auth: authEn,
  profile: profileEn,
  feed: feedEn,
  postForm: postFormEn,
  postDetail: postDetailEn,
  myPosts: myPostsEn,
  threads: threadsEn,
  admin: adminEn,
  feedbackForm: feedbackFormEn,
  notifications: notificationsEn,
  alerts: alertsEn,
  safety: safetyEn,
  blocks: blocksEn,
  privacy: privacyEn,
  lowData: lowDataEn,
} as const;
