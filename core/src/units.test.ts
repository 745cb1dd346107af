import { describe, expect, it } from 'vitest';
import {
  ALL_UNITS,
  DEFAULT_UNITS,
  defaultUnit,
  EGG_TRAY,
  offersEggTray,
  isAllowedUnit,
  UNIT_TABLE,
  unitChoices,
  unitsForCategory,
} from './units';

describe('unitsForCategory', () => {
  it.each([
    ['Beverage', ['L', 'ml', 'bottle', 'can']],
    ['Condiments', ['L', 'ml', 'bottle', 'pack']],
    ['Eggs', ['pc', 'dozen']],
    ['Dairy', ['L', 'ml', 'pack']],
    ['Vegetables', ['kg', 'g', 'bunch']],
    ['Fruit', ['kg', 'g', 'pc', 'bunch']],
    ['Fresh Seafood', ['kg', 'g', 'pc']],
    ['Fish', ['kg', 'g', 'pc']],
    ['Poultry', ['kg', 'g', 'pc']],
    ['Meat', ['kg', 'g', 'pc']],
    ['Pulses', ['kg', 'g', 'pack']],
    ['Dry goods', ['kg', 'g', 'pack']],
    ['Spices', ['kg', 'g', 'bunch', 'pack']],
    ['Aromatics', ['kg', 'g', 'bunch', 'pack']],
    ['Prepared food', ['pc', 'pack', 'tray']],
    ['Staples', ['kg', 'g', 'sack']],
  ])('matches %s by keyword', (name, units) => {
    expect(unitsForCategory(name)).toEqual(units);
  });

  it('ignores case and surrounding spaces', () => {
    expect(unitsForCategory('  FRESH SEAFOOD ')).toEqual(['kg', 'g', 'pc']);
    expect(unitsForCategory('dry GOODS')).toEqual(['kg', 'g', 'pack']);
  });

  it('matches every row by its own SPEC name', () => {
    for (const row of UNIT_TABLE) expect(unitsForCategory(row.category)).toBe(row.units);
  });

  it('matches Filipino category names', () => {
    expect(unitsForCategory('Isda at lamang-dagat')).toEqual(['kg', 'g', 'pc']);
    expect(unitsForCategory('Itlog')).toEqual(['pc', 'dozen']);
    expect(unitsForCategory('Lutong pagkain')).toEqual(['pc', 'pack', 'tray']);
  });

  it('falls back to the default units', () => {
    expect(unitsForCategory('Household')).toEqual(['pc', 'kg', 'dozen']);
    expect(unitsForCategory('')).toBe(DEFAULT_UNITS);
    expect(unitsForCategory(null)).toBe(DEFAULT_UNITS);
    expect(unitsForCategory(undefined)).toBe(DEFAULT_UNITS);
  });
});

describe('defaultUnit', () => {
  it('is the first unit of the row', () => {
    expect(defaultUnit('Beverages')).toBe('L');
    expect(defaultUnit('Vegetables')).toBe('kg');
    expect(defaultUnit('Prepared')).toBe('pc');
    expect(defaultUnit('Unknown')).toBe('pc');
  });
});

describe('unitChoices and isAllowedUnit', () => {
  it('keeps the post current unit among the choices, appended at the end', () => {
    expect(unitChoices('Vegetables', 'sack')).toEqual(['kg', 'g', 'bunch', 'sack']);
    expect(unitChoices('Vegetables', 'g')).toEqual(['kg', 'g', 'bunch']);
    expect(unitChoices('Vegetables')).toEqual(['kg', 'g', 'bunch']);
    expect(unitChoices('Vegetables', '')).toEqual(['kg', 'g', 'bunch']);
    expect(unitChoices('Vegetables', null)).toEqual(['kg', 'g', 'bunch']);
  });

  it('allows the row units and the current unit only', () => {
    expect(isAllowedUnit('Eggs', 'dozen')).toBe(true);
    expect(isAllowedUnit('Eggs', 'kg')).toBe(false);
    expect(isAllowedUnit('Eggs', 'kg', 'kg')).toBe(true);
    expect(isAllowedUnit('Eggs', 'tray', 'kg')).toBe(false);
    expect(isAllowedUnit('Eggs', 'Dozen')).toBe(false);
  });

  it('lists every unit once', () => {
    expect(new Set(ALL_UNITS).size).toBe(ALL_UNITS.length);
    expect(ALL_UNITS).toEqual(expect.arrayContaining(['L', 'sack', 'tray', 'can', 'dozen']));
  });
});

describe('the tray of eggs', () => {
  it('is offered for eggs only, as 30 pieces, a unit eggs may have', () => {
    expect(offersEggTray('Eggs')).toBe(true);
    expect(offersEggTray('Itlog')).toBe(true);
    expect(offersEggTray('Vegetables')).toBe(false);
    expect(offersEggTray(null)).toBe(false);
    expect(EGG_TRAY).toEqual({ qty: 30, unit: 'pc' });
    expect(isAllowedUnit('Eggs', EGG_TRAY.unit)).toBe(true);
  });
});
