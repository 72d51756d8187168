import { describe, expect, it } from 'vitest';
import { NO_PLACE, principalOf } from './evaluate';
import { grantsAnywhere, grantsOf } from './grants';

const reader = principalOf(
  [
    { scopes: [{ resource: 'CONTACTS', rules: [{ action: 'READ', organizationScope: 'ALL' }] }] },
    {
      scopes: [
        { resource: 'CONTACTS', rules: [{ action: 'READ', organizationScope: 'ALL' }] },
        { resource: 'MEASURES', rules: [{ action: 'ALL', organizationScope: 'OWN_LOCATION' }] },
      ],
    },
  ],
  NO_PLACE,
);

describe('grants', () => {
  it('lists each resource, action and scope of all roles once, without places', () => {
    expect(grantsOf(reader)).toEqual([
      { resource: 'CONTACTS', action: 'READ', organizationScope: 'ALL' },
      { resource: 'MEASURES', action: 'ALL', organizationScope: 'OWN_LOCATION' },
    ]);
  });

  it('grants an action somewhere through the same resource or ALL, and the same action or ALL', () => {
    const grants = grantsOf(reader);
    expect(grantsAnywhere(grants, 'READ', 'CONTACTS')).toBe(true);
    expect(grantsAnywhere(grants, 'CREATE', 'CONTACTS')).toBe(false);
    expect(grantsAnywhere(grants, 'DELETE', 'MEASURES')).toBe(true);
    expect(grantsAnywhere(grants, 'READ', 'EMPLOYEES')).toBe(false);
    const admin = grantsOf(
      principalOf([{ scopes: [{ resource: 'ALL', rules: [{ action: 'ALL', organizationScope: 'ALL' }] }] }], NO_PLACE),
    );
    expect(grantsAnywhere(admin, 'DELETE', 'EMPLOYEES')).toBe(true);
  });

  it('offers everything when the grants are unknown; the server still decides', () => {
    expect(grantsAnywhere(undefined, 'DELETE', 'EMPLOYEES')).toBe(true);
    expect(grantsAnywhere([], 'READ', 'CONTACTS')).toBe(false);
  });
});
