import { useEffect } from 'react';

const PRODUCT = 'Palengke';

/** Names the browser tab, and what screen readers announce, after the page being shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title && title !== PRODUCT ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
