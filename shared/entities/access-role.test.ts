import { describe, expect, it } from 'vitest';
import { accessRole } from './access-role';
import { validateDocument } from './derive/schema';

const buildScope = (id: string, resource: string, overrides: Record<string, unknown> = {}) => ({
  id,
  resource,
  rules: [{ id: `${id}-r1`, action: 'READ', organizationScope: 'OWN_LOCATION' }],
  ...overrides,
});

const buildAccessRole = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sicherheitsfachkraft',
  scopes: [buildScope('s1', 'SUBSTANCES')],
  ...overrides,
});

describe('access role (domain.md §5: name; at least one scope; no two scopes for the same resource)', () => {
  it('accepts a role with a name and one scope', () => {
    expect(validateDocument(accessRole, buildAccessRole()).ok).toBe(true);
  });

  it('refuses a role without a name', () => {
    const result = validateDocument(accessRole, buildAccessRole({ name: '' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'name', message: 'validation.required' }]);
  });

  it('refuses a role without scopes, whether missing or empty', () => {
    for (const role of [{ name: 'Leser' }, buildAccessRole({ scopes: [] })]) {
      const result = validateDocument(accessRole, role);
      expect(result.ok ? [] : result.issues).toEqual([{ path: 'scopes', message: 'validation.required' }]);
    }
  });

  it('accepts scopes for different resources', () => {
    const scopes = [buildScope('s1', 'SUBSTANCES'), buildScope('s2', 'MEASURES')];
    expect(validateDocument(accessRole, buildAccessRole({ scopes })).ok).toBe(true);
  });

  it('refuses two scopes for the same resource, because their rules would overwrite each other', () => {
    const scopes = [buildScope('s1', 'SUBSTANCES'), buildScope('s2', 'SUBSTANCES')];
    const result = validateDocument(accessRole, buildAccessRole({ scopes }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'scopes', message: 'rule.accessRole.oneScopePerResource' },
    ]);
  });

  it('refuses a scope without resource and a rule without action or organisation scope', () => {
    const scopes = [{ id: 's1', rules: [{ id: 'r1' }] }];
    const result = validateDocument(accessRole, buildAccessRole({ scopes }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'scopes.0.resource', message: 'validation.required' },
      { path: 'scopes.0.rules.0.action', message: 'validation.required' },
      { path: 'scopes.0.rules.0.organizationScope', message: 'validation.required' },
    ]);
  });

  it('accepts a role with every field filled', () => {
    const full = buildAccessRole({
      scopes: [
        buildScope('s1', 'ALL', { order: 0 }),
        buildScope('s2', 'RISK_ASSESSMENTS', {
          rules: [
            { id: 'r1', action: 'ALL', organizationScope: 'OWN_DEPARTMENT' },
            {
              id: 'r2',
              action: 'UPDATE',
              organizationScope: 'CUSTOM',
              locations: ['loc-1', 'loc-2'],
              departments: ['dep-4'],
            },
          ],
        }),
      ],
    });
    expect(validateDocument(accessRole, full)).toEqual({ ok: true, data: full });
  });

  it('has no place in the organisation', () => {
    expect(accessRole.scope.fields).toEqual([]);
  });
});
