import { isRecord, isStringArray } from '../../lib/guards';

/** One titled block of a static page: paragraphs, a bullet list and/or numbered steps. */
export interface StaticSection {
  /** An anchor other pages link to (/help#safe-trading); most sections have none. */
  id?: string;
  title: string;
  paras: string[];
  items: string[];
  steps: string[];
}

/**
 * Reads a page's sections from the translation tree. Checked at runtime because the text
 * lives in JSON that translators edit: a malformed entry is skipped, not a crash.
 */
export function toSections(value: unknown): StaticSection[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((section) =>
    typeof section.title === 'string'
      ? [
          {
            title: section.title,
            paras: isStringArray(section.paras) ? section.paras : [],
            items: isStringArray(section.items) ? section.items : [],
            steps: isStringArray(section.steps) ? section.steps : [],
          },
        ]
      : [],
  );
}
