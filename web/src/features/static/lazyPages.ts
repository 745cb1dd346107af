import { lazyPage } from '../../ui/lazyPage';

// Long static text is read rarely: loaded when opened, not with every cold start.
export const AboutPage = lazyPage(() => import('./AboutPage').then((module) => module.AboutPage));
export const TermsPage = lazyPage(() => import('./TermsPage').then((module) => module.TermsPage));
export const HelpPage = lazyPage(() => import('./HelpPage').then((module) => module.HelpPage));
