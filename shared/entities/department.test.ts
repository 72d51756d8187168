import { describe, expect, it } from 'vitest';
import { department } from './department';
import { validateDocument } from './derive/schema';

describe('department (domain.md §5: name; parent location or department)', () => {
  it('accepts a department with name and parent', () => {
    expect(validateDocument(department, { name: 'Lager Nord', parent: 'loc-1' })).toEqual({
      ok: true,
      data: { name: 'Lager Nord', parent: 'loc-1' },
    });
  });

  it('refuses a department without name or parent, naming both fields', () => {
    const result = validateDocument(department, { name: '  ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual([
        { path: 'name', message: 'validation.required' },
        { path: 'parent', message: 'validation.required' },
      ]);
    }
  });

  it('refuses fields the registry does not know (no mass assignment)', () => {
    expect(validateDocument(department, { name: 'A', parent: 'loc-1', version: 7 }).ok).toBe(false);
  });
});
