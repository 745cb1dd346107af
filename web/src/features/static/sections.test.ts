import { describe, expect, it } from 'vitest';
import en from './i18n.en.json';
import tl from './i18n.tl.json';
import { toSections } from './sections';

describe('toSections', () => {
  it('keeps well-formed sections and skips the rest', () => {
    expect(
      toSections([
        { title: 'A', paras: ['p'] },
        { paras: ['no title'] },
        'x',
        { title: 'B', items: [1] },
      ]),
    ).toEqual([
      { title: 'A', paras: ['p'], items: [], steps: [] },
      { title: 'B', paras: [], items: [], steps: [] },
    ]);
    expect(toSections(undefined)).toEqual([]);
  });

  it('reads every static page in both languages with content in each section', () => {
    for (const tree of [en, tl]) {
      for (const page of [tree.about, tree.terms, tree.help]) {
        const sections = toSections(page.sections);
        expect(sections.length).toBe(page.sections.length);
        for (const section of sections) {
          expect(
            section.paras.length + section.items.length + section.steps.length,
          ).toBeGreaterThan(0);
        }
      }
    }
  });
});
