import { describe, expect, it } from 'vitest';
import { ALL_UNITS } from './units';
import { unitOptionLabel } from './unit-names';
import { formatQuantity, formatQuantityNumber, unitWord } from './units-display';

describe('formatQuantity', () => {
  it.each([
    // English: the word agrees with the number; symbols never change.
    [12, 'pc', 'en', '12 pieces'],
    [1, 'pc', 'en', '1 piece'],
    [0, 'pc', 'en', '0 pieces'],
    [1.5, 'pc', 'en', '1.5 pieces'],
    [1, 'dozen', 'en', '1 dozen'],
    [2, 'dozen', 'en', '2 dozens'],
    [3, 'bunch', 'en', '3 bunches'],
    [20, 'pack', 'en', '20 packs'],
    [2, 'tray', 'en', '2 trays'],
    [1, 'sack', 'en', '1 sack'],
    [2, 'bottle', 'en', '2 bottles'],
    [3, 'can', 'en', '3 cans'],
    [2, 'kg', 'en', '2 kg'],
    [1.5, 'kg', 'en', '1.5 kg'],
    [500, 'g', 'en', '500 g'],
    [1, 'L', 'en', '1 L'],
    [250, 'ml', 'en', '250 ml'],
    [0, 'kg', 'en', '0 kg'],
    [1500, 'g', 'en', '1,500 g'],
    // Filipino: one word for one and many.
    [20, 'pack', 'tl', '20 pakete'],
    [12, 'pc', 'tl', '12 piraso'],
    [1, 'pc', 'tl', '1 piraso'],
    [12, 'bunch', 'tl', '12 tali'],
    [1, 'dozen', 'tl', '1 dosena'],
    [2, 'bottle', 'tl', '2 bote'],
    [3, 'can', 'tl', '3 lata'],
    [1, 'sack', 'tl', '1 sako'],
    [2, 'tray', 'tl', '2 tray'],
    [1.5, 'kg', 'tl', '1.5 kg'],
    [0, 'pc', 'tl', '0 piraso'],
    // Cebuano: 'ka' between the number and a counted word, never before a symbol.
    [20, 'pack', 'ceb', '20 ka pakete'],
    [12, 'pc', 'ceb', '12 ka buok'],
    [12, 'bunch', 'ceb', '12 ka bugkos'],
    [1, 'dozen', 'ceb', '1 ka dosena'],
    [2, 'bottle', 'ceb', '2 ka botelya'],
    [3, 'can', 'ceb', '3 ka lata'],
    [1, 'sack', 'ceb', '1 ka sako'],
    [1, 'tray', 'ceb', '1 ka tray'],
    [2, 'kg', 'ceb', '2 kg'],
    [1.5, 'kg', 'ceb', '1.5 kg'],
    [500, 'ml', 'ceb', '500 ml'],
    [0.5, 'pc', 'ceb', '0.5 ka buok'],
  ])('%s %s in %s reads %s', (qty, unit, language, text) => {
    expect(formatQuantity(qty, unit, language)).toBe(text);
  });

  it('rounds to hundredths and agrees with the number shown', () => {
    expect(formatQuantity(0.999, 'pc', 'en')).toBe('1 piece');
    expect(formatQuantity(2.345, 'kg', 'en')).toBe('2.35 kg');
    expect(formatQuantity(100000, 'pc', 'tl')).toBe('100,000 piraso');
  });

  it('reads a regional variant as its language and anything else as English', () => {
    expect(formatQuantity(2, 'pc', 'en-PH')).toBe('2 pieces');
    expect(formatQuantity(2, 'pc', 'ceb-PH')).toBe('2 ka buok');
    expect(formatQuantity(2, 'pc', 'fr')).toBe('2 pieces');
    expect(formatQuantity(2, 'pc', undefined)).toBe('2 pieces');
  });

  it('shows a unit the table does not know as stored', () => {
    expect(formatQuantity(3, 'bundle', 'en')).toBe('3 bundle');
    expect(formatQuantity(3, 'bundle', 'ceb')).toBe('3 bundle');
    expect(formatQuantity(3, 'constructor', 'tl')).toBe('3 constructor');
    expect(formatQuantity(3, '__proto__', 'ceb')).toBe('3 __proto__');
  });
});

describe('unitWord and unitOptionLabel', () => {
  it('gives the word alone: general, after 1 (per), and for symbols the symbol', () => {
    expect(unitWord('pc', 'en')).toBe('pieces');
    expect(unitWord('pc', 'en', 1)).toBe('piece');
    expect(unitWord('pc', 'ceb', 1)).toBe('buok');
    expect(unitWord('kg', 'tl')).toBe('kg');
  });

  it('names every unit of the table in every language', () => {
    const symbols = ['kg', 'g', 'L', 'ml'];
    for (const unit of ALL_UNITS) {
      if (symbols.includes(unit)) {
        for (const language of ['en', 'tl', 'ceb']) {
          expect(unitOptionLabel(unit, language)).toMatch(
            new RegExp(`^${unit} \\(\\p{L}+\\)$`, 'u'),
          );
        }
      } else {
        // English makes each counted one plural; Cebuano links each with 'ka': both know it.
        expect(formatQuantity(2, unit, 'en'), unit).not.toBe(`2 ${unit}`);
        expect(formatQuantity(2, unit, 'ceb'), unit).toMatch(/^2 ka /);
      }
    }
    expect(unitOptionLabel('kg', 'en')).toBe('kg (kilogram)');
    expect(unitOptionLabel('L', 'tl')).toBe('L (litro)');
    expect(unitOptionLabel('pc', 'en')).toBe('piece');
    expect(unitOptionLabel('bunch', 'ceb')).toBe('bugkos');
    expect(unitOptionLabel('bundle', 'ceb')).toBe('bundle');
  });

  it('writes the number alone with grouping and at most two decimals', () => {
    expect(formatQuantityNumber(1500)).toBe('1,500');
    expect(formatQuantityNumber(0.25)).toBe('0.25');
  });
});
