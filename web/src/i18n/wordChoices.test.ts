import { describe, expect, it } from 'vitest';
import { TAXONOMY } from '@core/taxonomy';
import { catalogs } from './catalogs';
import { leafEntries } from './keys';
import type { Language } from './languages';
import { translatorFor } from './serverTranslators';

// Words chosen for a neighbour's first week (docs/filipino-glossary.md,
// docs/cebuano-glossary.md), through i18next as the app asks for them: these stay as chosen.

/** A t() asked with any key: these tests ask for keys as data, which t's key types do not allow. */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

async function tIn(language: Language): Promise<LooseT> {
  return (await translatorFor(language)).getFixedT(language, 'translation') as unknown as LooseT;
}

const leaves = (language: Language) =>
  new Map(catalogs.flatMap((catalog) => leafEntries(catalog[language])));

describe('counts', () => {
  it('read "31 na post" and "26 na post" in Filipino, whatever Intl makes of 31', async () => {
    const t = await tIn('tl');
    // Intl.PluralRules('fil') calls 1, 11, 21, 31 'one' and 26 'other'.
    for (const count of [1, 11, 26, 31]) {
      expect(t('feed.results.count', { count })).toBe(`${count} na post`);
      expect(t('myPosts.count', { count })).toBe(`${count} na post`);
    }
  });

  it.each(['tl', 'ceb'] as const)('keep one form for one and many in %s', (language) => {
    const strings = leaves(language);
    const differing = [...strings]
      .filter(([key]) => key.endsWith('_one'))
      .filter(([key, text]) => strings.get(key.replace(/_one$/, '_other')) !== text)
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('say "1 buyer" and "2 buyers" in English', async () => {
    const t = await tIn('en');
    const rated = (count: number) =>
      t('publicProfile.preview.rated', { name: 'Aling Nena', avg: '5', count });
    expect(rated(1)).toBe('Aling Nena on Palengke: rated 5 out of 5 by 1 buyer.');
    expect(rated(2)).toBe('Aling Nena on Palengke: rated 5 out of 5 by 2 buyers.');
    expect(t('postForm.expiry.inDays', { count: 1 })).toBe('1 day');
    expect(t('postForm.expiry.inDays', { count: 3 })).toBe('3 days');
  });

  it('never write "(s)", and give every counted English noun its plural', () => {
    const english = [...leaves('en')];
    expect(english.filter(([, text]) => String(text).includes('(s)'))).toEqual([]);
    // {{count}} here is not the number of what is named ('3 of 5 alerts', 'photo 2 of 4'),
    // or is an abbreviation ('5m').
    expect(
      english
        .filter(([key, text]) => String(text).includes('{{count}}') && !/_(one|other)$/.test(key))
        .map(([key]) => key)
        .sort(),
    ).toEqual([
      'alerts.page.count',
      'postDetail.gallery.open',
      'postDetail.gallery.position',
      'postDetail.gallery.show',
      'postDetail.zoom.photoAlt',
      'threads.time.days',
      'threads.time.hours',
      'threads.time.minutes',
    ]);
  });
});

describe('Filipino words', () => {
  it('does not call an open chat "Bukas", which also reads "tomorrow"', async () => {
    const t = await tIn('tl');
    expect(t('threads.status.open')).toBe('Aktibo');
    expect(t('postForm.expiry.tomorrow')).toBe('Bukas');
  });

  it('asks how many were bought, not how much money', async () => {
    const t = await tIn('tl');
    expect(t('threads.markSold.howMuch', { name: 'Ana' })).toMatch(/^Ilan ang binili ni Ana\?/);
  });

  it('writes the Message button as a verb', async () => {
    expect((await tIn('tl'))('postDetail.bar.message')).toBe('Mag-message');
    expect((await tIn('ceb'))('postDetail.bar.message')).toBe('I-message');
  });
});

describe('Cebuano words', () => {
  it('says "this day", not "now", for today', async () => {
    const t = await tIn('ceb');
    expect(t('postForm.expiry.today')).toBe('Karong adlawa');
    expect([...leaves('ceb').values()]).not.toContain('Karon');
  });

  it('translates the footer, Low-data mode and Sold out', async () => {
    const t = await tIn('ceb');
    expect(t('footer.feedback')).toBe('Komento');
    expect(t('pages.feedback')).toBe('Komento');
    expect(t('lowData.menu')).toBe('Tipid-data');
    expect(t('lowData.heading')).toBe('Tipid-data');
    expect(t('postDetail.preview.soldOut')).toBe('Hurot na.');
  });

  it('calls native drinks traditional, not "lumad"', () => {
    const families = TAXONOMY.flatMap((category) => category.families);
    expect(families.find((family) => family.slug === 'native-drinks')?.name_ceb).toBe(
      'Tradisyonal nga ilimnon',
    );
    expect(families.filter((family) => /lumad/i.test(family.name_ceb))).toEqual([]);
  });
});
