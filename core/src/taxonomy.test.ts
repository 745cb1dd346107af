import { describe, expect, it } from 'vitest';
import { TAXONOMY } from './taxonomy';
import { unitRowForCategory, UNIT_TABLE } from './units';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('TAXONOMY', () => {
  it('seeds the twelve categories of the units table, each matching its own row', () => {
    expect(TAXONOMY).toHaveLength(12);
    const rows = TAXONOMY.map((category) => unitRowForCategory(category.name)?.category);
    expect(rows).toEqual(UNIT_TABLE.map((row) => row.category));
  });

  it('matches the same row by the Filipino name', () => {
    for (const category of TAXONOMY) {
      expect(unitRowForCategory(category.name_tl), category.name_tl).toBe(
        unitRowForCategory(category.name),
      );
    }
  });

  it('has 3 to 6 families per category', () => {
    for (const category of TAXONOMY) {
      expect(category.families.length, category.slug).toBeGreaterThanOrEqual(3);
      expect(category.families.length, category.slug).toBeLessThanOrEqual(6);
    }
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = TAXONOMY.flatMap((c) => [c.slug, ...c.families.map((f) => f.slug)]);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('names everything in English, Filipino and Cebuano', () => {
    for (const entry of TAXONOMY.flatMap((c) => [c, ...c.families])) {
      expect(entry.name.trim(), entry.slug).not.toBe('');
      expect(entry.name_tl.trim(), entry.slug).not.toBe('');
      expect(entry.name_ceb.trim(), entry.slug).not.toBe('');
    }
  });
});
