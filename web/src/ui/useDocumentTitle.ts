import { useEffect } from 'react';
import { usePageMeta } from '../app/page-head/pageReport';

/** Names the browser tab, and what screen readers announce, after the page being shown. */
export function useDocumentTitle(title: string | undefined): void {
  // On the server, the same title goes into the page's <title> (app/page-head).
  usePageMeta({ title });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

const PRODUCT = 'Palengke';

export function documentTitle(title: string | undefined): string {
  return title && title !== PRODUCT ? `${title} · ${PRODUCT}` : PRODUCT;
}
