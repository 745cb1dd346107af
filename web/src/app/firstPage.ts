import {
  ConfirmSignupPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
} from '../features/auth/lazyPages';
import { FeedPage } from '../features/feed/lazyPages';
import { FeedbackPage } from '../features/feedback-form/lazyPages';
import { UnsubscribePage } from '../features/notifications/lazyPages';
import { PostDetailPage } from '../features/post-detail/lazyPages';
import { PublicProfilePage } from '../features/profile/lazyPages';
import { AboutPage, HelpPage, TermsPage } from '../features/static/lazyPages';
import { ChatPage } from '../features/threads/lazyPages';
import type { LazyPage } from '../ui/lazyPage';

/**
 * The pages the server renders with their content, whose code loads on demand: main.tsx
 * loads the one a visit starts on before hydrating, so hydration takes over the server's
 * markup at once instead of waiting for the page's code behind a Suspense boundary, with
 * the page's English already in (its code registers it as it loads: i18n/index.ts addEnglish).
 * The server preloads the same files (server/src/platform/page-preloads.ts).
 */
const FIRST_PAGES: [RegExp, LazyPage<object>][] = [
  [/^\/$/, FeedPage],
  [/^\/post\/(?!new$)[^/]+$/, PostDetailPage],
  [/^\/user\/[^/]+$/, PublicProfilePage],
  [/^\/login$/, LoginPage],
  [/^\/signup$/, SignupPage],
  [/^\/forgot-password$/, ForgotPasswordPage],
  [/^\/confirm-signup$/, ConfirmSignupPage],
  [/^\/reset-password$/, ResetPasswordPage],
  [/^\/threads\/[^/]+$/, ChatPage],
  [/^\/unsubscribe$/, UnsubscribePage],
  [/^\/about$/, AboutPage],
  [/^\/terms$/, TermsPage],
  [/^\/help$/, HelpPage],
  [/^\/feedback$/, FeedbackPage],
];

/** Settles once the page's code is in (or failed to come: the page's own error shows then). */
export function loadFirstPage(pathname: string): Promise<void> {
  const page = FIRST_PAGES.find(([path]) => path.test(pathname))?.[1];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}
