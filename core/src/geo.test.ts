import { describe, expect, it } from 'vitest';
import { formatKm, haversineKm, isValidLatLng, roundCoordinate, roundKm } from './geo';

const manilaCityHall = { lat: 14.5995, lng: 120.9842 };
const quezonCityHall = { lat: 14.6507, lng: 121.0494 };

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm(manilaCityHall, manilaCityHall)).toBe(0);
  });

  it('measures one degree of latitude as 2πR/360', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
  });

  it('measures Manila City Hall to Quezon City Hall at about 9 km', () => {
    const km = haversineKm(manilaCityHall, quezonCityHall);
    expect(km).toBeCloseTo(9.03, 2);
    expect(formatKm(km)).toBe('9.0 km');
    expect(haversineKm(quezonCityHall, manilaCityHall)).toBeCloseTo(km, 10);
  });

  it('handles antipodes without NaN', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('roundKm and formatKm', () => {
  it('rounds to one decimal', () => {
    expect(roundKm(2.34)).toBe(2.3);
    expect(roundKm(2.35)).toBe(2.4);
    expect(roundKm(0)).toBe(0);
  });

  it('formats with one decimal and the unit', () => {
    expect(formatKm(2.34)).toBe('2.3 km');
    expect(formatKm(2)).toBe('2.0 km');
    expect(formatKm(0.04)).toBe('0.0 km');
    expect(formatKm(12.96)).toBe('13.0 km');
  });
});

describe('roundCoordinate', () => {
  it('keeps three decimals', () => {
    expect(roundCoordinate(14.59951)).toBe(14.6);
    expect(roundCoordinate(120.98427)).toBe(120.984);
    expect(roundCoordinate(-33.86785)).toBe(-33.868);
  });
});

describe('isValidLatLng', () => {
  it('accepts the full ranges', () => {
    expect(isValidLatLng(90, 180)).toBe(true);
    expect(isValidLatLng(-90, -180)).toBe(true);
    expect(isValidLatLng(14.6, 121)).toBe(true);
  });

  it('rejects out of range, non-finite and missing values', () => {
    expect(isValidLatLng(90.0001, 0)).toBe(false);
    expect(isValidLatLng(0, -180.0001)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0)).toBe(false);
    expect(isValidLatLng(0, Infinity)).toBe(false);
    expect(isValidLatLng(null, 0)).toBe(false);
    expect(isValidLatLng('14.6', 121)).toBe(false);
  });
});
