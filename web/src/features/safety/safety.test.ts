import { describe, expect, it } from 'vitest';
import { SCAM_FLAGS } from '@core/scam-flags';
import { toSections } from '../static/sections';
import en from './i18n.en.json';
import tl from './i18n.tl.json';

describe('safety texts', () => {
  it.each([
    ['en', en],
    ['tl', tl],
  ])('has a notice for every flag the server sets (%s)', (_, tree) => {
    for (const flag of SCAM_FLAGS) expect(tree.safety.notice[flag].length).toBeGreaterThan(20);
  });

  it('words the payment notice as the issue asks, in English', () => {
    expect(en.safety.notice.payment).toBe(
      'Pay only when you have the food in your hands. Palengke never asks you to pay in advance.',
    );
  });

  it.each([
    ['en', en],
    ['tl', tl],
  ])('reads the Help section on safe trading (%s)', (_, tree) => {
    const [section] = toSections([tree.safety.help]);
    expect(section?.title).toBe(tree.safety.help.title);
    expect(section?.items.length).toBeGreaterThanOrEqual(5);
  });
});
