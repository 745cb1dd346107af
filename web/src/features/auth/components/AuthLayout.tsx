import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';

/** The narrow column every account page uses: a heading, an intro, a card, links below. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-6 sm:py-10" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h1>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      <div className="mt-5 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
        {children}
      </div>
      {footer ? <div className="mt-5 space-y-1 text-center">{footer}</div> : null}
    </section>
  );
}
