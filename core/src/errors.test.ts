import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS, isApiErrorBody, isErrorCode } from './errors';

describe('ERROR_CODES', () => {
  it('maps every code to itself, in snake_case', () => {
    for (const [key, code] of Object.entries(ERROR_CODES)) {
      expect(code).toBe(key);
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('gives every code an HTTP error status', () => {
    for (const code of Object.values(ERROR_CODES)) {
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_HTTP_STATUS[code]).toBeLessThan(600);
    }
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('recognises known codes only', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('teapot')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('isApiErrorBody', () => {
  it('accepts the error envelope, with or without fields', () => {
    expect(isApiErrorBody({ error: 'Not found.', code: 'not_found' })).toBe(true);
    expect(
      isApiErrorBody({
        error: 'x',
        code: 'validation_failed',
        fields: { price: 'errors.priceNegative' },
      }),
    ).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody('error')).toBe(false);
    expect(isApiErrorBody({ error: 'x' })).toBe(false);
    expect(isApiErrorBody({ data: [] })).toBe(false);
  });
});
