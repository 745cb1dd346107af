import { describe, expect, it } from 'vitest';
import { PUBLIC_POINT_MAX_M, PUBLIC_POINT_MIN_M, PUBLIC_POINT_SHARED_M } from './constants';
import {
  destination,
  haversineKm,
  isPublicDistance,
  lentPublicPoint,
  publicPointFor,
  roundCoordinate,
  sharedPublicPoint,
  type LatLng,
  type PlacedPoint,
} from './geo';

/** Whether both coordinates are already rounded as they are shown (3 decimals). */
const onGrid = (p: LatLng) => roundCoordinate(p.lat) === p.lat && roundCoordinate(p.lng) === p.lng;

/** A random source that returns `values` in turn, then fails the test if asked for more. */
function sequence(...values: number[]) {
  let next = 0;
  return () => {
    if (next >= values.length) throw new Error('asked for too many random numbers');
    return values[next++]!;
  };
}

describe('publicPointFor', () => {
  const places = [
    { lat: 14.5995, lng: 120.9842 }, // Manila
    { lat: 7.0731, lng: 125.6128 }, // Davao
    { lat: 18.5, lng: 179.999 }, // across the antimeridian
    { lat: -33.9, lng: 18.4 },
    { lat: 14.6, lng: 121 }, // on the grid itself, as the web app sends points
  ];

  it('keeps every public point 150 to 350 m from the exact one, rounded as it is shown', () => {
    for (const exact of places) {
      for (let i = 0; i < 2000; i++) {
        const shown = publicPointFor(exact);
        const metres = haversineKm(exact, shown) * 1000;
        expect(metres).toBeGreaterThanOrEqual(PUBLIC_POINT_MIN_M - 1e-6);
        expect(metres).toBeLessThanOrEqual(PUBLIC_POINT_MAX_M + 1e-6);
        // No digit beyond what a stranger is shown: nothing finer to bisect for.
        expect(onGrid(shown)).toBe(true);
      }
    }
  });

  it('reaches every shown point of the ring, in every direction', () => {
    const exact = places[0]!;
    // The grid points (3 decimals) 150 to 350 m from the exact point: all a post there can show.
    const ring = new Set<string>();
    for (let dLat = -4; dLat <= 4; dLat++) {
      for (let dLng = -4; dLng <= 4; dLng++) {
        const lat = roundCoordinate(exact.lat + dLat / 1000);
        const lng = roundCoordinate(exact.lng + dLng / 1000);
        if (isPublicDistance(exact, { lat, lng })) ring.add(`${lat},${lng}`);
      }
    }
    expect(ring.size).toBeGreaterThan(20);
    const drawn = new Set<string>();
    const quadrants = new Set<string>();
    for (let i = 0; i < 4000; i++) {
      const moved = publicPointFor(exact);
      drawn.add(`${moved.lat},${moved.lng}`);
      quadrants.add(`${moved.lat > exact.lat ? 'N' : 'S'}${moved.lng > exact.lng ? 'E' : 'W'}`);
    }
    expect([...drawn].sort()).toEqual([...ring].sort());
    expect([...quadrants].sort()).toEqual(['NE', 'NW', 'SE', 'SW']);
  });

  it('draws again when rounding takes the point out of the ring', () => {
    const exact = { lat: 14.6, lng: 121 };
    // 150 m due north is 14.601349, shown as 14.601: 111 m off, too near. The second draw
    // (about 270 m due south) stays in the ring once rounded.
    const shown = publicPointFor(exact, sequence(0, 0, 0.5, 0.5));
    expect(shown).toEqual({ lat: 14.598, lng: 121 });
    expect(isPublicDistance(exact, shown)).toBe(true);
    // A source that repeats that first draw for ever is an error, not an endless loop.
    expect(() => publicPointFor(exact, () => 0)).toThrow(/random source/);
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
  const placedAt = (exact: LatLng): PlacedPoint => ({ exact, shown: publicPointFor(exact) });
  /** Metres north and east of `origin` (small distances, across the antimeridian too). */
  const offset = (origin: LatLng, p: LatLng) => ({
    north: (p.lat - origin.lat) * 111_195,
    east:
      (((p.lng - origin.lng + 540) % 360) - 180) *
      111_195 *
      Math.cos((((origin.lat + p.lat) / 2) * Math.PI) / 180),
  });

  it('draws a new point when the account has no post within 400 m', () => {
    const random = () => 0.25;
    expect(sharedPublicPoint(home, [], random)).toEqual(publicPointFor(home, random));
    const far = placedAt(destination(home, 0.401, 1));
    expect(lentPublicPoint(home, [far])).toBeNull();
    expect(sharedPublicPoint(home, [far], random)).toEqual(publicPointFor(home, random));
  });

  it('gives a post within 400 m of an earlier one that post’s public point itself', () => {
    for (const place of [home, { lat: 18.5, lng: 179.9995 }, { lat: -33.9, lng: 18.4 }]) {
      const earlier = placedAt(place);
      for (const [km, direction] of [
        [0.399, 0],
        [0.05, 2],
        [0.2, 4],
        [0, 0],
      ] as const) {
        const exact = destination(place, km, direction);
        expect(sharedPublicPoint(exact, [earlier])).toBe(earlier.shown);
      }
    }
  });

  it('tells someone who knows where the stall post truly is nothing of where home is', () => {
    // The attack on shared offsets: the seller posts from her market stall, where a buyer met
    // her, and later from home, 50 to 400 m away. The buyer knows the stall's exact point and
    // sees the stall post's public point; the offset between them, taken away from the home
    // post's public point, used to land on the home (11 m off in the review).
    const stall = { lat: 14.676_213, lng: 121.043_712 };
    for (let trial = 0; trial < 200; trial++) {
      const stallPost = placedAt(stall);
      const homeExact = destination(stall, 0.05 + 0.35 * Math.random(), Math.random() * 7);
      const homeShown = sharedPublicPoint(homeExact, [stallPost]);
      // The home post shows the stall post's point: the same for every home within 400 m.
      expect(homeShown).toEqual(stallPost.shown);
      const elsewhere = destination(stall, 0.05 + 0.35 * Math.random(), Math.random() * 7);
      expect(sharedPublicPoint(elsewhere, [stallPost])).toEqual(homeShown);
      // So the stall's offset taken away from it finds the stall again, never the home ...
      const guess = {
        lat: homeShown.lat - (stallPost.shown.lat - stall.lat),
        lng: homeShown.lng - (stallPost.shown.lng - stall.lng),
      };
      expect(haversineKm(guess, stall) * 1000).toBeLessThan(0.01);
      expect(haversineKm(guess, homeExact) * 1000).toBeGreaterThan(49);
      // ... as the two posts' offsets differ by the whole way from the stall to the home.
      const [stallOffset, homeOffset] = [
        offset(stall, stallPost.shown),
        offset(homeExact, homeShown),
      ];
      const apart = Math.hypot(
        homeOffset.north - stallOffset.north,
        homeOffset.east - stallOffset.east,
      );
      expect(Math.abs(apart - haversineKm(stall, homeExact) * 1000)).toBeLessThan(1);
    }
  });

  it('beyond 400 m draws a point of its own, independent of the stall’s', () => {
    const stall = { lat: 14.676_213, lng: 121.043_712 };
    const stallPost = placedAt(stall);
    const homeExact = destination(stall, (PUBLIC_POINT_SHARED_M + 1) / 1000, 2);
    const shown = sharedPublicPoint(homeExact, [stallPost], sequence(0.5, 0.5));
    expect(shown).toEqual(publicPointFor(homeExact, sequence(0.5, 0.5)));
    expect(shown).not.toEqual(stallPost.shown);
    expect(isPublicDistance(homeExact, shown)).toBe(true);
  });

  it('takes the oldest post within 400 m, passing over points outside the ring', () => {
    const broken = { exact: home, shown: home };
    const [older, newer] = [placedAt(destination(home, 0.3, 0)), placedAt(home)];
    const far = placedAt(destination(home, 1, 0));
    expect(sharedPublicPoint(home, [far, broken, older, newer])).toBe(older.shown);
  });

  it('does not hand a borrowed point on, so none strays more than 750 m from its post', () => {
    // A place with its own point 300 m north; a post 390 m south of it borrows that point,
    // 690 m away; a post 390 m farther south is 780 m from the place and draws its own.
    const first = { exact: home, shown: destination(home, 0.3, 0) };
    const southBy = (km: number) => destination(home, km, Math.PI);
    const borrower = { exact: southBy(0.39), shown: sharedPublicPoint(southBy(0.39), [first]) };
    expect(borrower.shown).toBe(first.shown);
    const beyond = southBy(0.78);
    expect(lentPublicPoint(beyond, [first, borrower])).toBeNull();
    expect(isPublicDistance(beyond, sharedPublicPoint(beyond, [first, borrower]))).toBe(true);
  });

  it('leaves the mean of fifty posts around one home at least 100 m from it', () => {
    const placed: PlacedPoint[] = [];
    for (let i = 0; i < 50; i++) {
      const exact = destination(home, 0.05 * Math.sqrt(Math.random()), Math.random() * 7);
      placed.push({ exact, shown: sharedPublicPoint(exact, placed) });
    }
    // One point for the place: every post shows the first one's.
    for (const p of placed) expect(p.shown).toBe(placed[0]!.shown);
    const mean = {
      lat: placed.reduce((sum, p) => sum + p.shown.lat, 0) / placed.length,
      lng: placed.reduce((sum, p) => sum + p.shown.lng, 0) / placed.length,
    };
    expect(haversineKm(home, mean) * 1000).toBeGreaterThanOrEqual(100);
  });
});
