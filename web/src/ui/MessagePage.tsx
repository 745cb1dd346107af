import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';
import { pageColumn } from './styles';

/** A page that is only a heading, a sentence and an action: gates, not-found, errors. */
export function MessagePage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className={`${pageColumn} text-center`} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mx-auto mt-3 max-w-prose text-lg text-ink">{message}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
