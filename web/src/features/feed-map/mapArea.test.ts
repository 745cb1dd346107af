import { describe, expect, it } from 'vitest';
import {
  AROUND_PERSON_ZOOM,
  areaParam,
  boundsOf,
  isOnePoint,
  MAX_ZOOM,
  nudge,
  parsePlace,
  startPlace,
} from './mapArea';

describe('the area the map asks for', () => {
  it('is west,south,east,north rounded to about a metre', () => {
    expect(areaParam([121.0123456, 14.5123456, 121.0654321, 14.5654321])).toBe(
      '121.01235,14.51235,121.06543,14.56543',
    );
  });

  it('stays within the world and at most 60 degrees wide, as the server asks', () => {
    expect(areaParam([-200, -95, 200, 95])).toBe('-30,-90,30,90');
    expect(areaParam([100, 0, 170, 10])).toBe('105,0,165,10');
  });
});

describe('where the map opens', () => {
  it('is where it was, else around the person, else (null) the posts or Metro Manila', () => {
    const there = { lat: 10.3, lng: 123.9, zoom: 13 };
    expect(startPlace(there, { lat: 14.6, lng: 121 })).toEqual(there);
    expect(startPlace(null, { lat: 14.6, lng: 121 })).toEqual({
      lat: 14.6,
      lng: 121,
      zoom: AROUND_PERSON_ZOOM,
    });
    expect(startPlace(null, null)).toBeNull();
  });

  it('reads a remembered place only when it is one, never closer than street level', () => {
    expect(parsePlace('{"lat":14.6,"lng":121,"zoom":19}')).toEqual({
      lat: 14.6,
      lng: 121,
      zoom: MAX_ZOOM,
    });
    expect(parsePlace('{"lat":"x","lng":121,"zoom":12}')).toBeNull();
    expect(parsePlace('{"lat":95,"lng":121,"zoom":12}')).toBeNull();
    expect(parsePlace('not json')).toBeNull();
    expect(parsePlace(null)).toBeNull();
  });
});

describe('counts and boxes', () => {
  it('knows a count whose posts share one point', () => {
    expect(isOnePoint([121.001, 14.601, 121.001, 14.601])).toBe(true);
    expect(isOnePoint([121.001, 14.601, 121.002, 14.601])).toBe(false);
  });

  it('puts a box around points, or none around nothing', () => {
    expect(
      boundsOf([
        { lat: 14.6, lng: 121.1 },
        { lat: 14.5, lng: 121.2 },
      ]),
    ).toEqual([121.1, 14.5, 121.2, 14.6]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('moving a pin with the arrow keys', () => {
  it('moves it by about the metres asked, north, south, east or west', () => {
    const from = { lat: 14.6, lng: 121 };
    const up = nudge(from, 'ArrowUp', 111.32)!;
    expect(up.lat).toBeCloseTo(14.601, 6);
    expect(up.lng).toBe(121);
    expect(nudge(from, 'ArrowDown', 111.32)!.lat).toBeCloseTo(14.599, 6);
    const east = nudge(from, 'ArrowRight', 111.32)!;
    expect(east.lng).toBeGreaterThan(121.001);
    expect(east.lat).toBe(14.6);
    expect(nudge(from, 'ArrowLeft', 111.32)!.lng).toBeLessThan(120.999);
    expect(nudge(from, 'Enter', 10)).toBeNull();
  });
});
