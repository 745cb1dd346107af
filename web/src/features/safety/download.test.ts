import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('reads the quoted file name the server sends', () => {
    expect(fileNameFrom('attachment; filename="palengke-data-nena-2026-11-26.json"')).toBe(
      'palengke-data-nena-2026-11-26.json',
    );
  });

  it('reads an unquoted name too', () => {
    expect(fileNameFrom('attachment; filename=data.json')).toBe('data.json');
  });

  it('keeps only a plain name, never a path', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('falls back when there is no name', () => {
    expect(fileNameFrom(null)).toBe('palengke-data.json');
    expect(fileNameFrom('attachment')).toBe('palengke-data.json');
    expect(fileNameFrom('attachment; filename=""')).toBe('palengke-data.json');
  });
});
