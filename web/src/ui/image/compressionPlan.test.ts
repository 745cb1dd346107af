import {
  PHOTO_QUALITY_FLOOR,
  PHOTO_QUALITY_START,
  PHOTO_QUALITY_STEP,
  PROFILE_PHOTO_TARGET_BYTES,
} from '@core/constants';
import { describe, expect, it } from 'vitest';
import {
  compressionProgress,
  encodeUntilFits,
  fitWithin,
  ImageCompressionError,
  isAcceptedImageType,
  qualitySequence,
} from './compressionPlan';
import { PROFILE_PHOTO } from './presets';

describe('qualitySequence', () => {
  it('walks the SPEC ladder 0.82 down by 0.08 and ends at the 0.45 floor', () => {
    expect(qualitySequence(PHOTO_QUALITY_START, PHOTO_QUALITY_STEP, PHOTO_QUALITY_FLOOR)).toEqual([
      0.82, 0.74, 0.66, 0.58, 0.5, 0.45,
    ]);
  });

  it('does not repeat the floor when a step lands on it', () => {
    expect(qualitySequence(0.9, 0.1, 0.5)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
  });

  it('tries one quality when the start is at or below the floor, or the step is not positive', () => {
    expect(qualitySequence(0.45, 0.08, 0.45)).toEqual([0.45]);
    expect(qualitySequence(0.3, 0.08, 0.45)).toEqual([0.45]);
    expect(qualitySequence(0.82, 0, 0.45)).toEqual([0.82]);
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to maxSide and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(3000, 4000, 800)).toEqual({ width: 600, height: 800 });
    expect(fitWithin(5000, 10, 800)).toEqual({ width: 800, height: 2 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480, 800)).toEqual({ width: 640, height: 480 });
  });

  it('refuses an image without size', () => {
    expect(() => fitWithin(0, 100, 800)).toThrow(ImageCompressionError);
  });
});

describe('encodeUntilFits', () => {
  const qualities = qualitySequence(0.82, 0.08, 0.45);
  // A fake encoder whose output shrinks with quality, as JPEG does.
  const encoderFor = (bytesAtFull: number) => async (quality: number) => ({
    size: Math.round(bytesAtFull * quality),
  });

  it('keeps the first attempt when it already fits', async () => {
    const tried: number[] = [];
    const outcome = await encodeUntilFits(qualities, 1000, async (quality) => {
      tried.push(quality);
      return { size: 500 };
    });
    expect(outcome).toEqual({ result: { size: 500 }, quality: 0.82, attempt: 1 });
    expect(tried).toEqual([0.82]);
  });

  it('lowers the quality until the result is within target', async () => {
    const outcome = await encodeUntilFits(qualities, 600, encoderFor(1000));
    expect(outcome?.quality).toBe(0.58);
    expect(outcome?.attempt).toBe(4);
  });

  it('gives up (null) when even the floor is too big, after trying every quality', async () => {
    const attempts: [number, number][] = [];
    const outcome = await encodeUntilFits(qualities, 100, encoderFor(1000), (n, of) =>
      attempts.push([n, of]),
    );
    expect(outcome).toBeNull();
    expect(attempts).toEqual(qualities.map((_, index) => [index + 1, qualities.length]));
  });

  it('accepts a result exactly at the target', async () => {
    const outcome = await encodeUntilFits([0.82], 820, encoderFor(1000));
    expect(outcome?.result.size).toBe(820);
  });
});

describe('isAcceptedImageType', () => {
  it('takes JPEG, PNG and WebP only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG']) {
      expect(isAcceptedImageType(type)).toBe(true);
    }
    for (const type of ['image/gif', 'image/heic', 'image/svg+xml', 'application/pdf', '']) {
      expect(isAcceptedImageType(type)).toBe(false);
    }
  });
});

describe('compressionProgress', () => {
  it('rises from decoding through the attempts to done', () => {
    const values = [
      compressionProgress('decode'),
      compressionProgress('encode', 1, 6),
      compressionProgress('encode', 2, 6),
      compressionProgress('encode', 6, 6),
      compressionProgress('done'),
    ];
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBe(1);
    expect(values.every((value) => value >= 0 && value <= 1)).toBe(true);
  });
});

describe('PROFILE_PHOTO preset', () => {
  it('is 800 px JPEG aiming at about 1.8 MB', () => {
    expect(PROFILE_PHOTO).toMatchObject({
      maxSide: 800,
      outputType: 'image/jpeg',
      targetBytes: PROFILE_PHOTO_TARGET_BYTES,
    });
  });
});
