// Units shown by name ('pc (piece)', 'piraso') while the form sends the code ('pc').

/** Every unit of the units table (core/src/units.ts); a unit test keeps them in step. */
export const LABELLED_UNITS = [
  'kg',
  'g',
  'pc',
  'bunch',
  'dozen',
  'L',
  'ml',
  'bottle',
  'can',
  'pack',
  'tray',
  'sack',
] as const;

export type LabelledUnit = (typeof LABELLED_UNITS)[number];

/** An old post may carry a unit the table dropped; it is shown as its code. */
export function isLabelledUnit(unit: string): unit is LabelledUnit {
  return (LABELLED_UNITS as readonly string[]).includes(unit);
}
