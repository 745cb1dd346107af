import { describe, expect, it } from 'vitest';
import { PUBLIC_POINT_MAX_M, PUBLIC_POINT_MIN_M } from './constants';
import {
  destination,
  haversineKm,
  isPublicDistance,
  publicPointFor,
  sharedPublicPoint,
  type LatLng,
  type PlacedPoint,
} from './geo';

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

describe('sharedPublicPoint', () => {
  const home = { lat: 14.5995, lng: 120.9842 };
  /** Metres north and east of `origin` (small distances, across the antimeridian too). */
  const metresFrom = (origin: LatLng, p: LatLng) => ({
    north: (p.lat - origin.lat) * 111_195,
    east:
      (((p.lng - origin.lng + 540) % 360) - 180) *
      111_195 *
      Math.cos((((origin.lat + p.lat) / 2) * Math.PI) / 180),
  });
  const placedAt = (exact: LatLng): PlacedPoint => ({ exact, shown: publicPointFor(exact) });

  it('draws a new offset when the account has no post within 400 m', () => {
    const random = () => 0.25;
    expect(sharedPublicPoint(home, [], random)).toEqual(publicPointFor(home, random));
    const far = placedAt(destination(home, 0.401, 1));
    const shown = sharedPublicPoint(home, [far], random);
    expect(shown).toEqual(publicPointFor(home, random));
  });

  it('moves a post within 400 m of an earlier one by that post’s offset', () => {
    for (const place of [home, { lat: 18.5, lng: 179.9995 }, { lat: -33.9, lng: 18.4 }]) {
      const earlier = placedAt(place);
      for (const [km, direction] of [
        [0.399, 0],
        [0.05, 2],
        [0.2, 4],
      ] as const) {
        const exact = destination(place, km, direction);
        const shown = sharedPublicPoint(exact, [earlier]);
        expect(isPublicDistance(exact, shown)).toBe(true);
        expect(haversineKm(exact, shown)).toBeCloseTo(haversineKm(earlier.exact, earlier.shown), 9);
        // The same vector: the public points lie as far apart as the exact ones (to 5 cm: the
        // offsets are random, and a vector moved on a sphere keeps its length only so closely;
        // 1 cm failed by 0.1 mm once in CI).
        expect(haversineKm(shown, earlier.shown)).toBeCloseTo(haversineKm(exact, place), 4);
        const offset = metresFrom(exact, shown);
        const before = metresFrom(place, earlier.shown);
        expect(offset.north).toBeCloseTo(before.north, 1);
        expect(offset.east).toBeCloseTo(before.east, 1);
      }
      // The very same place gets the very same point.
      expect(sharedPublicPoint(place, [earlier])).toBe(earlier.shown);
    }
  });

  it('takes the oldest post within 400 m, passing over offsets outside the ring', () => {
    const broken = { exact: home, shown: home };
    const [older, newer] = [placedAt(destination(home, 0.3, 0)), placedAt(home)];
    const far = placedAt(destination(home, 1, 0));
    const shown = sharedPublicPoint(home, [far, broken, older, newer]);
    expect(haversineKm(home, shown)).toBeCloseTo(haversineKm(older.exact, older.shown), 9);
    expect(haversineKm(shown, older.shown)).toBeCloseTo(0.3, 5);
  });

  it('leaves the mean of fifty posts around one home at least 100 m from it', () => {
    const placed: PlacedPoint[] = [];
    for (let i = 0; i < 50; i++) {
      const exact = destination(home, 0.05 * Math.sqrt(Math.random()), Math.random() * 7);
      placed.push({ exact, shown: sharedPublicPoint(exact, placed) });
    }
    const mean = {
      lat: placed.reduce((sum, p) => sum + p.shown.lat, 0) / placed.length,
      lng: placed.reduce((sum, p) => sum + p.shown.lng, 0) / placed.length,
    };
    expect(haversineKm(home, mean) * 1000).toBeGreaterThanOrEqual(100);
    for (const p of placed) expect(isPublicDistance(p.exact, p.shown)).toBe(true);
  });
});
