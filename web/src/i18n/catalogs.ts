import adminEn from '../features/admin/i18n.en.json';
import adminTl from '../features/admin/i18n.tl.json';
import alertsEn from '../features/alerts/i18n.en.json';
import alertsTl from '../features/alerts/i18n.tl.json';
import authEn from '../features/auth/i18n.en.json';
import authTl from '../features/auth/i18n.tl.json';
import blocksEn from '../features/blocks/i18n.en.json';
import blocksTl from '../features/blocks/i18n.tl.json';
import notificationsEn from '../features/notifications/i18n.en.json';
import notificationsTl from '../features/notifications/i18n.tl.json';
import profileEn from '../features/profile/i18n.en.json';
import profileTl from '../features/profile/i18n.tl.json';
import feedbackFormEn from '../features/feedback-form/i18n.en.json';
import feedbackFormTl from '../features/feedback-form/i18n.tl.json';
import feedEn from '../features/feed/i18n.en.json';
import feedTl from '../features/feed/i18n.tl.json';
import lowDataEn from '../features/low-data/i18n.en.json';
import lowDataTl from '../features/low-data/i18n.tl.json';
import myPostsEn from '../features/my-posts/i18n.en.json';
import myPostsTl from '../features/my-posts/i18n.tl.json';
import postDetailEn from '../features/post-detail/i18n.en.json';
import postDetailTl from '../features/post-detail/i18n.tl.json';
import postFormEn from '../features/post-form/i18n.en.json';
import postFormTl from '../features/post-form/i18n.tl.json';
import privacyEn from '../features/privacy/i18n.en.json';
import privacyTl from '../features/privacy/i18n.tl.json';
import safetyEn from '../features/safety/i18n.en.json';
import safetyTl from '../features/safety/i18n.tl.json';
import threadsEn from '../features/threads/i18n.en.json';
import threadsTl from '../features/threads/i18n.tl.json';
import en from './en.json';
import tl from './tl.json';
import validationEn from './validation.en.json';
import validationTl from './validation.tl.json';

/**
 * The translation files, one English/Filipino pair per area, merged into one tree at start.
 * A feature keeps its strings beside its pages so features can be built side by side.
 */
export const catalogs = [
  { name: 'app', en, tl },
  { name: 'validation', en: validationEn, tl: validationTl },
  { name: 'auth', en: authEn, tl: authTl },
  { name: 'profile', en: profileEn, tl: profileTl },
  { name: 'feed', en: feedEn, tl: feedTl },
  { name: 'postForm', en: postFormEn, tl: postFormTl },
  { name: 'postDetail', en: postDetailEn, tl: postDetailTl },
  { name: 'myPosts', en: myPostsEn, tl: myPostsTl },
  { name: 'threads', en: threadsEn, tl: threadsTl },
  { name: 'admin', en: adminEn, tl: adminTl },
  { name: 'feedbackForm', en: feedbackFormEn, tl: feedbackFormTl },
  { name: 'notifications', en: notificationsEn, tl: notificationsTl },
  { name: 'alerts', en: alertsEn, tl: alertsTl },
  { name: 'safety', en: safetyEn, tl: safetyTl },
  { name: 'blocks', en: blocksEn, tl: blocksTl },
  { name: 'privacy', en: privacyEn, tl: privacyTl },
  { name: 'lowData', en: lowDataEn, tl: lowDataTl },
] as const;
