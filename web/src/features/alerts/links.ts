/** The alerts page; the push and the digest email link to it too (core/src/app-pages.ts). */
export const ALERTS_PATH = '/alerts';
