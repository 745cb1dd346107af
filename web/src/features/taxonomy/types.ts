/** GET /api/categories item (SPEC §3, plus the Filipino name and slug the server adds). */
export interface Category {
  id: number;
  name: string;
  name_tl: string;
  /** Cebuano; absent from an answer cached before issue 24. */
  name_ceb?: string;
  slug: string;
}

/** GET /api/families item: a subcategory of one category. */
export interface Family {
  id: number;
  name: string;
  name_tl: string;
  /** Cebuano; absent from an answer cached before issue 24. */
  name_ceb?: string;
  slug: string;
  category_id: number;
}
