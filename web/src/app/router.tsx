import { Route, Routes } from 'react-router';
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
import { FeedPage } from '../features/feed/lazyPages';
import { MyPostsPage } from '../features/my-posts/lazyPages';
import { UnsubscribePage } from '../features/notifications/lazyPages';
import { PostDetailPage } from '../features/post-detail/lazyPages';
import { CreatePostPage, EditPostPage } from '../features/post-form/lazyPages';
import { ProfilePage, PublicProfilePage } from '../features/profile/lazyPages';
import { SukiPage } from '../features/suki/lazyPages';
import { ChatPage, ThreadsPage } from '../features/threads/lazyPages';
import * as staticPages from '../features/static/lazyPages';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './NotFoundPage';

// Long static text is read rarely: load it on demand, not on every cold start.
const { AboutPage, TermsPage, HelpPage } = staticPages;

/**
 * Every route of SPEC §2 inside the page frame. Login-required pages sit behind RequireAuth.
 * Declared as elements (React Router's declarative mode): the data router's loaders and
 * actions, unused here, would add about 12 KiB gzip to every first visit (issue 13).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<FeedPage />} />
        <Route
          path="post/new"
          element={
            <RequireAuth>
              <CreatePostPage />
            </RequireAuth>
          }
        />
        <Route path="post/:id" element={<PostDetailPage />} />
        <Route
          path="post/:id/edit"
          element={
            <RequireAuth>
              <EditPostPage />
            </RequireAuth>
          }
        />
        <Route
          path="login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="signup"
          element={
            <GuestOnly>
              <SignupPage />
            </GuestOnly>
          }
        />
        <Route path="confirm-signup" element={<ConfirmSignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route
          path="threads"
          element={
            <RequireAuth>
              <ThreadsPage />
            </RequireAuth>
          }
        />
        <Route
          path="threads/:id"
          element={
            <RequireAuth>
              <ChatPage />
            </RequireAuth>
          }
        />
        <Route
          path="profile"
          element={
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path="myposts"
          element={
            <RequireAuth>
              <MyPostsPage />
            </RequireAuth>
          }
        />
        <Route
          path="alerts"
          element={
            <RequireAuth>
              <AlertsPage />
            </RequireAuth>
          }
        />
        <Route
          path="suki"
          element={
            <RequireAuth>
              <SukiPage />
            </RequireAuth>
          }
        />
        <Route
          path="admin"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route path="user/:id" element={<PublicProfilePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        {/* An email's one-click opt-out: works signed out, the token says who. */}
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
