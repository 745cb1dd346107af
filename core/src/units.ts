// Units offered per product category (SPEC §5). Categories are matched by keyword rather
// than by id so the table survives renamed or newly seeded categories; Filipino keywords
// let a translated category name pick the same row.

export interface UnitRow {
  /** The row's name in SPEC §5, e.g. 'Fish or seafood'. */
  readonly category: string;
  /** Lowercase fragments; a category name containing any of them uses this row. */
  readonly keywords: readonly string[];
  /** Offered units; the first is the default when the category changes. */
  readonly units: readonly string[];
}

/** Rows in SPEC order; the first matching row wins. */
export const UNIT_TABLE: readonly UnitRow[] = [
  {
    category: 'Beverage',
    keywords: ['beverage', 'drink', 'inumin'],
    units: ['L', 'ml', 'bottle', 'can'],
  },
  {
    category: 'Condiment',
    keywords: ['condiment', 'sauce', 'sarsa', 'sawsawan'],
    units: ['L', 'ml', 'bottle', 'pack'],
  },
  { category: 'Eggs', keywords: ['egg', 'itlog'], units: ['pc', 'dozen'] },
  { category: 'Dairy', keywords: ['dairy', 'milk', 'cheese', 'gatas'], units: ['L', 'ml', 'pack'] },
  { category: 'Vegetable', keywords: ['vegetable', 'gulay'], units: ['kg', 'g', 'bunch'] },
  { category: 'Fruit', keywords: ['fruit', 'prutas'], units: ['kg', 'g', 'pc', 'bunch'] },
  {
    category: 'Fish or seafood',
    keywords: ['fish', 'seafood', 'isda', 'lamang-dagat'],
    units: ['kg', 'g', 'pc'],
  },
  {
    category: 'Meat or poultry',
    keywords: ['meat', 'poultry', 'karne', 'manok'],
    units: ['kg', 'g', 'pc'],
  },
  {
    category: 'Dry goods or pulses',
    keywords: ['dry good', 'pulse', 'legume', 'tuyong paninda', 'munggo'],
    units: ['kg', 'g', 'pack'],
  },
  {
    category: 'Spice or aromatic',
    keywords: ['spice', 'aromatic', 'herb', 'pampalasa', 'rekado'],
    units: ['kg', 'g', 'bunch', 'pack'],
  },
  { category: 'Prepared', keywords: ['prepared', 'cooked', 'luto'], units: ['pc', 'pack', 'tray'] },
  {
    category: 'Staple',
    keywords: ['staple', 'rice', 'grain', 'bigas', 'bilihin'],
    units: ['kg', 'g', 'sack'],
  },
];

/** Units for a category no row matches (and for no category at all). */
export const DEFAULT_UNITS: readonly string[] = ['pc', 'kg', 'dozen'];

/** Every unit of the table, for select lists and server-side sanity checks. */
export const ALL_UNITS: readonly string[] = [
  ...new Set([...UNIT_TABLE.flatMap((row) => row.units), ...DEFAULT_UNITS]),
];

/** The table row a category name falls under, or undefined for the default units. */
export function unitRowForCategory(categoryName: string | null | undefined): UnitRow | undefined {
  const name = categoryName?.trim().toLowerCase();
  if (!name) return undefined;
  return UNIT_TABLE.find((row) => row.keywords.some((keyword) => name.includes(keyword)));
}

/** Units offered for a category; the first is the default. */
export function unitsForCategory(categoryName: string | null | undefined): readonly string[] {
  return unitRowForCategory(categoryName)?.units ?? DEFAULT_UNITS;
}

/** The unit preselected when the category changes. */
export function defaultUnit(categoryName: string | null | undefined): string {
  // Every row has at least one unit, so the fallback only satisfies the type checker.
  return unitsForCategory(categoryName)[0] ?? 'pc';
}

/**
 * Units for the unit select. A post's current unit stays selectable even when the
 * table no longer offers it for the category, so editing never silently changes it.
 */
export function unitChoices(
  categoryName: string | null | undefined,
  currentUnit?: string | null,
): readonly string[] {
  const units = unitsForCategory(categoryName);
  if (!currentUnit || units.includes(currentUnit)) return units;
  return [...units, currentUnit];
}

/** Whether a unit may be saved for a category (the current unit of an edited post always may). */
export function isAllowedUnit(
  categoryName: string | null | undefined,
  unit: string,
  currentUnit?: string | null,
): boolean {
  return unitChoices(categoryName, currentUnit).includes(unit);
}

/** A tray of eggs, as every palengke sells them: 30 pieces (SPEC's units for Eggs stay). */
export const EGG_TRAY = { qty: 30, unit: 'pc' } as const;

/** Whether the quantity field offers the tray of eggs as a quick choice. */
export function offersEggTray(categoryName: string | null | undefined): boolean {
  return unitRowForCategory(categoryName)?.category === 'Eggs';
}
