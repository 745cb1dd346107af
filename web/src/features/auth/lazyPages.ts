import { lazy } from 'react';

// The account pages carry the form library and the schemas: load them when opened, so the
// home page's first load on mobile data stays small. Layout's Suspense shows the spinner.
export const LoginPage = lazy(() =>
  import('./LoginPage').then((module) => ({ default: module.LoginPage })),
);
export const SignupPage = lazy(() =>
  import('./SignupPage').then((module) => ({ default: module.SignupPage })),
);
export const ConfirmSignupPage = lazy(() =>
  import('./ConfirmSignupPage').then((module) => ({ default: module.ConfirmSignupPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('./ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('./ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);
