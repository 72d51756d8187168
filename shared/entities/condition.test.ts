import { describe, expect, it } from 'vitest';
import { condition } from './condition';
import { validateDocument } from './derive/schema';

const buildCondition = (overrides: Record<string, unknown> = {}) => ({
  conditionType: 'REQUIREMENT',
  name: 'Auffangwanne vorhalten',
  permit: 'permit-1',
  ...overrides,
});

describe('condition (domain.md §5: name; conditionType; permit)', () => {
  it('accepts a condition with type, name and permit', () => {
    expect(validateDocument(condition, buildCondition()).ok).toBe(true);
  });

  it('refuses a condition without type, name or permit, naming each field', () => {
    const result = validateDocument(condition, { section: 'III.2' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'conditionType', message: 'validation.required' },
      { path: 'name', message: 'validation.required' },
      { path: 'permit', message: 'validation.required' },
    ]);
  });

  it('refuses a condition type outside the list', () => {
    const result = validateDocument(condition, buildCondition({ conditionType: 'NOTE' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'conditionType', message: 'validation.invalid' }]);
  });

  it('accepts a condition with every field filled', () => {
    const full = buildCondition({
      conditionType: 'ANCILLARY_PROVISION',
      section: 'Nebenbestimmung III.2',
      description: '<p>Rauchverbot am Lager</p>',
      measures: ['m-9'],
    });
    expect(validateDocument(condition, full)).toEqual({ ok: true, data: full });
  });

  it('takes the place of its permit', () => {
    expect(condition.scope.fields).toEqual(['permit']);
  });
});
