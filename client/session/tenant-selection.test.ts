import { describe, expect, it } from 'vitest';
import type { TenantInfo } from '../../shared/api/info';
import { chooseTenant, sortTenants } from './tenant-selection';

const tenant = (trimmedName: string, fullName: string): TenantInfo => ({
  trimmedName,
  fullName,
  subscribedModules: [],
  subscribedFeatures: [],
});
const nordlicht = tenant('nordlicht', 'Nordlicht Spedition GmbH');
const acme = tenant('acme', 'Acme Chemie GmbH');

describe('tenant selection (platform.md §4)', () => {
  it('sorts tenants by full name', () => {
    expect(sortTenants([nordlicht, acme]).map((t) => t.trimmedName)).toEqual(['acme', 'nordlicht']);
  });

  it('takes the tenant of the cookie', () => {
    expect(chooseTenant([acme, nordlicht], 'nordlicht')).toEqual({ kind: 'active', tenant: nordlicht });
  });

  it('chooses the first tenant when no cookie is stored', () => {
    expect(chooseTenant([acme, nordlicht], undefined)).toEqual({ kind: 'active', tenant: acme });
  });

  it("answers 'No active tenant' for a stored tenant missing from the list", () => {
    expect(chooseTenant([acme], 'paragraf')).toEqual({ kind: 'none' });
  });

  it("answers 'No active tenant' for a user without tenants", () => {
    expect(chooseTenant([], undefined)).toEqual({ kind: 'none' });
  });
});
