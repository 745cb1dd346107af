import { lazyPage } from '../../ui/lazyPage';

// The account pages carry the form library and the schemas: load them when opened, so the
// home page's first load on mobile data stays small. Layout's Suspense shows the spinner.
export const LoginPage = lazyPage(() => import('./LoginPage').then((module) => module.LoginPage));
export const SignupPage = lazyPage(() =>
  import('./SignupPage').then((module) => module.SignupPage),
);
export const ConfirmSignupPage = lazyPage(() =>
  import('./ConfirmSignupPage').then((module) => module.ConfirmSignupPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('./ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('./ResetPasswordPage').then((module) => module.ResetPasswordPage),
);
