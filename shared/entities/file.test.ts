import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { file } from './file';

const blob = {
  sha256: '0'.repeat(64),
  name: 'Gefahrstoffverzeichnis.xlsx',
  size: 18_432,
  type: 'application/vnd.ms-excel',
};

const buildFile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gefahrstoffverzeichnis.xlsx',
  file: blob,
  ...overrides,
});

describe('file (domain.md §3 File: name, size, type, createdAt; the blob)', () => {
  it('accepts a file with name and blob', () => {
    expect(validateDocument(file, buildFile()).ok).toBe(true);
  });

  it('refuses a file without name or blob', () => {
    const result = validateDocument(file, { size: 10 });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'file', message: 'validation.required' },
    ]);
  });

  it('refuses a blob reference that is not a SHA-256 and a negative size', () => {
    const result = validateDocument(file, buildFile({ size: -1, file: { ...blob, sha256: 'xyz' } }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'size', message: 'validation.invalid' },
      { path: 'file.sha256', message: 'validation.invalid' },
    ]);
  });

  it('accepts a file with every field filled', () => {
    const full = buildFile({ size: 18_432, type: 'application/vnd.ms-excel', createdAt: '2025-02-03T08:15:00Z' });
    expect(validateDocument(file, full)).toEqual({ ok: true, data: full });
  });
});
