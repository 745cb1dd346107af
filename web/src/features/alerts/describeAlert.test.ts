import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { filipinoCatalogs } from '../../i18n/filipino';
import { english, mergeCatalogs } from '../../i18n/resources';
import type { Category, Family } from '../taxonomy/types';
import {
  describeAlert,
  formatPriceCap,
  placeKindOf,
  type AlertTerms,
  type TaxonomyNames,
} from './describeAlert';

const categories: Category[] = [
  { id: 1, name: 'Vegetables', name_tl: 'Gulay', slug: 'vegetables' },
  { id: 2, name: 'Eggs and poultry', name_tl: 'Itlog at manok', slug: 'eggs' },
];
const family = (id: number, categoryId: number, name: string, tl: string): Family => ({
  id,
  name,
  name_tl: tl,
  slug: name.toLowerCase(),
  category_id: categoryId,
});
const families: Family[] = [
  family(10, 1, 'Leafy greens', 'Madahong gulay'),
  family(11, 1, 'Root crops', 'Lamang-ugat'),
  family(20, 2, 'Chicken eggs', 'Itlog ng manok'),
  family(21, 2, 'Duck eggs', 'Itlog ng pato'),
  family(22, 2, 'Whole chicken', 'Buong manok'),
];
const names: TaxonomyNames = { categories, families };

const terms = (change: Partial<AlertTerms> = {}): AlertTerms => ({
  search: null,
  familyIds: null,
  maxPrice: null,
  rangeKm: 3,
  ...change,
});

let en: TFunction;
let tl: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  const resources = {
    en: { translation: english },
    tl: { translation: mergeCatalogs(filipinoCatalogs) },
  };
  await instance.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
  en = instance.getFixedT('en');
  tl = instance.getFixedT('tl');
});

describe('describeAlert', () => {
  it('says words, price and place in English', () => {
    const words = describeAlert(terms({ search: 'eggs', maxPrice: 10 }), 'saved', names, en, 'en');
    expect(words.sentence).toBe('“eggs”, up to ₱10, within 3 km of your saved place');
    expect(words.what).toBe('“eggs”');
    expect(words.price).toBe('up to ₱10');
  });

  it('says the same in Filipino', () => {
    const words = describeAlert(terms({ search: 'itlog', maxPrice: 10 }), 'saved', names, tl, 'tl');
    expect(words.sentence).toBe(
      '“itlog”, hanggang ₱10, sa loob ng 3 km mula sa naka-save mong lugar',
    );
  });

  it('reads "any food" without words or kinds, and "free food only" for a cap of 0', () => {
    expect(describeAlert(terms({ maxPrice: 0 }), 'chosen', names, en, 'en').sentence).toBe(
      'Any food, free food only, within 3 km of the place you chose',
    );
    expect(describeAlert(terms({ maxPrice: 0 }), 'here', names, tl, 'tl').sentence).toBe(
      'Anumang pagkain, libreng pagkain lang, sa loob ng 3 km mula sa kinaroroonan mo',
    );
  });

  it('names a whole category by the category, in the reader language', () => {
    const whole = terms({ familyIds: [10, 11], rangeKm: 2.5 });
    expect(describeAlert(whole, 'here', names, en, 'en').sentence).toBe(
      'Vegetables, within 2.5 km of where you are',
    );
    expect(describeAlert(whole, 'here', names, tl, 'tl').what).toBe('Gulay');
  });

  it('lists a few families with "or", and counts the rest', () => {
    const two = terms({ search: 'fresh', familyIds: [10, 20] });
    expect(describeAlert(two, 'here', names, en, 'en').what).toBe(
      '“fresh” in Leafy greens or Chicken eggs',
    );
    expect(describeAlert(two, 'here', names, tl, 'tl').what).toBe(
      '“fresh” sa Madahong gulay o Itlog ng manok',
    );
    const four = terms({ familyIds: [10, 20, 21, 11].sort() });
    expect(describeAlert(four, 'here', names, en, 'en').what).toBe(
      'Leafy greens, Root crops, or 2 other kinds',
    );
  });

  it('counts kinds whose names are not loaded yet', () => {
    const loading = { categories: undefined, families: undefined };
    expect(describeAlert(terms({ familyIds: [10, 20] }), 'here', loading, en, 'en').what).toBe(
      '2 kinds of food',
    );
  });

  it('writes cents only when a cap has them', () => {
    expect(formatPriceCap(1500)).toBe('₱1,500');
    expect(formatPriceCap(12.5)).toBe('₱12.50');
  });
});

describe('placeKindOf', () => {
  const saved = { lat: 14.5995, lng: 120.9842 };
  it('calls a point within about 100 m of the saved position "your saved place"', () => {
    expect(placeKindOf({ lat: 14.6, lng: 120.9842 }, saved)).toBe('saved'); // ~56 m
    expect(placeKindOf({ lat: 14.601, lng: 120.9842 }, saved)).toBe('chosen'); // ~167 m
    expect(placeKindOf(saved, null)).toBe('chosen');
  });
});
