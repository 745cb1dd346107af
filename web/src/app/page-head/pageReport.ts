import { createContext, useContext } from 'react';

/** What a preview card (Open Graph) shows of a page beyond its title. */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** What a page says of itself to link previews and search engines (PageHead draws it). */
export interface PageMeta {
  /** The page's own title; PageHead adds the product name. */
  title?: string;
  description?: string;
  image?: PageImage;
  type?: 'website' | 'product' | 'profile';
  /** product:price:amount (PHP), for a post. */
  priceAmount?: string;
  /** schema.org data (a Product with its Offer), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/**
 * Filled in while the server renders a page: the status it answers (404 for a post that is
 * not there) and what its head says. In the browser there is none, and these hooks do nothing:
 * the tab's title is kept by useDocumentTitle.
 */
export interface PageReport {
  readonly status: number;
  readonly meta: PageMeta;
  setStatus(status: number): void;
  addMeta(meta: PageMeta): void;
}

/** A new, empty report: 200 and nothing said yet. */
export function createPageReport(): PageReport {
  const meta: PageMeta = {};
  let status = 200;
  return {
    get status() {
      return status;
    },
    meta,
    setStatus: (next) => {
      status = next;
    },
    addMeta: (more) => {
      for (const [key, value] of Object.entries(more)) {
        if (value !== undefined) Object.assign(meta, { [key]: value });
      }
    },
  };
}

export const PageReportContext = createContext<PageReport | null>(null);

/** The HTTP status the server answers with for the page being rendered. */
export function usePageStatus(status: number): void {
  useContext(PageReportContext)?.setStatus(status);
}

/** Adds to what the rendered page's head says (the innermost page component renders last). */
export function usePageMeta(meta: PageMeta): void {
  useContext(PageReportContext)?.addMeta(meta);
}

/** Rendered inside a page's "not found" state: the server answers that page with its status. */
export function PageStatus({ code }: { code: number }): null {
  usePageStatus(code);
  return null;
}
