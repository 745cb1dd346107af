import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminPage } from '../features/admin/lazyPages';
import { AlertsPage } from '../features/alerts/lazyPages';
import {
  ConfirmSignupPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
} from '../features/auth/lazyPages';
import { FeedbackPage } from '../features/feedback-form/lazyPages';
import { FeedPage } from '../features/feed/FeedPage';
import { MyPostsPage } from '../features/my-posts/lazyPages';
import { UnsubscribePage } from '../features/notifications/lazyPages';
import { PostDetailPage } from '../features/post-detail/lazyPages';
import { CreatePostPage, EditPostPage } from '../features/post-form/lazyPages';
import { ProfilePage, PublicProfilePage } from '../features/profile/lazyPages';
import { ChatPage, ThreadsPage } from '../features/threads/lazyPages';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

// Long static text is read rarely: load it on demand, not on every cold start.
const AboutPage = lazy(() =>
  import('../features/static/AboutPage').then((module) => ({ default: module.AboutPage })),
);
const TermsPage = lazy(() =>
  import('../features/static/TermsPage').then((module) => ({ default: module.TermsPage })),
);
const HelpPage = lazy(() =>
  import('../features/static/HelpPage').then((module) => ({ default: module.HelpPage })),
);

/** Every route of SPEC §2. Login-required pages sit behind RequireAuth. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A failing page keeps the header and footer around its error message.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <FeedPage /> },
          {
            path: 'post/new',
            element: (
              <RequireAuth>
                <CreatePostPage />
              </RequireAuth>
            ),
          },
          { path: 'post/:id', element: <PostDetailPage /> },
          {
            path: 'post/:id/edit',
            element: (
              <RequireAuth>
                <EditPostPage />
              </RequireAuth>
            ),
          },
          {
            path: 'login',
            element: (
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            ),
          },
          {
            path: 'signup',
            element: (
              <GuestOnly>
                <SignupPage />
              </GuestOnly>
            ),
          },
          { path: 'confirm-signup', element: <ConfirmSignupPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          {
            path: 'threads',
            element: (
              <RequireAuth>
                <ThreadsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'threads/:id',
            element: (
              <RequireAuth>
                <ChatPage />
              </RequireAuth>
            ),
          },
          {
            path: 'profile',
            element: (
              <RequireAuth>
                <ProfilePage />
              </RequireAuth>
            ),
          },
          {
            path: 'myposts',
            element: (
              <RequireAuth>
                <MyPostsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'alerts',
            element: (
              <RequireAuth>
                <AlertsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin',
            element: (
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            ),
          },
          { path: 'user/:id', element: <PublicProfilePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'feedback', element: <FeedbackPage /> },
          // An email's one-click opt-out: works signed out, the token says who.
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
