import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { storage } from './storage';

const buildStorage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gefahrstofflager A',
  department: 'dep-1',
  responsible: 'emp-1',
  ...overrides,
});

describe('storage (domain.md §5: name, department, responsible)', () => {
  it('accepts a storage with name, department and responsible', () => {
    expect(validateDocument(storage, buildStorage()).ok).toBe(true);
  });

  it('refuses a storage without name, department or responsible, naming each field', () => {
    const result = validateDocument(storage, {});
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'department', message: 'validation.required' },
      { path: 'responsible', message: 'validation.required' },
    ]);
  });

  it('has no work equipment type', () => {
    expect(validateDocument(storage, buildStorage({ workEquipmentType: 'TOOL' })).ok).toBe(false);
  });

  it('accepts a storage with every field filled', () => {
    const full = buildStorage({
      building: 'Halle 4',
      number: 'L-12',
      manufacturer: 'Düperthal',
      manufacturerNumber: 'SF-90-1200',
      constructionDate: '2021-03-15',
    });
    expect(validateDocument(storage, full)).toEqual({ ok: true, data: full });
  });
});
