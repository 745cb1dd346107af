import { describe, expect, it } from 'vitest';
import { PUBLIC_POINT_MAX_M, PUBLIC_POINT_MIN_M } from './constants';
import { destination, haversineKm, publicPointFor } from './geo';

describe('publicPointFor', () => {
  const places = [
    { lat: 14.5995, lng: 120.9842 }, // Manila
    { lat: 7.0731, lng: 125.6128 }, // Davao
    { lat: 18.5, lng: 179.999 }, // across the antimeridian
    { lat: -33.9, lng: 18.4 },
  ];

  it('keeps every public point 150 to 350 m from the exact one', () => {
    for (const exact of places) {
      for (let i = 0; i < 2000; i++) {
        const metres = haversineKm(exact, publicPointFor(exact)) * 1000;
        expect(metres).toBeGreaterThanOrEqual(PUBLIC_POINT_MIN_M - 1e-6);
        expect(metres).toBeLessThanOrEqual(PUBLIC_POINT_MAX_M + 1e-6);
      }
    }
  });

  it('reaches both edges of the ring and every direction', () => {
    const exact = places[0]!;
    const [inner, outer] = [() => 0, () => 0.999999999];
    expect(haversineKm(exact, publicPointFor(exact, inner)) * 1000).toBeCloseTo(150, 3);
    expect(haversineKm(exact, publicPointFor(exact, outer)) * 1000).toBeCloseTo(350, 3);
    const quadrants = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const moved = publicPointFor(exact);
      quadrants.add(`${moved.lat > exact.lat ? 'N' : 'S'}${moved.lng > exact.lng ? 'E' : 'W'}`);
    }
    expect([...quadrants].sort()).toEqual(['NE', 'NW', 'SE', 'SW']);
  });

  it('moves along the bearing it is given', () => {
    const exact = places[0]!;
    const north = destination(exact, 1, 0);
    expect(north.lng).toBeCloseTo(exact.lng, 9);
    expect(haversineKm(exact, north)).toBeCloseTo(1, 9);
    const east = destination(exact, 1, Math.PI / 2);
    expect(east.lng).toBeGreaterThan(exact.lng);
    expect(haversineKm(exact, east)).toBeCloseTo(1, 9);
  });
});
