import { describe, expect, it } from 'vitest';
import { newDepartmentPath, nodePath } from './tree-paths';

describe('routes of the tree', () => {
  it('opens locations and departments under /locations, ids encoded', () => {
    expect(nodePath({ id: 'acme-loc-ludwigshafen', kind: 'LOCATION' })).toBe('/locations/acme-loc-ludwigshafen');
    expect(nodePath({ id: 'a/b', kind: 'DEPARTMENT' })).toBe('/locations/departments/a%2Fb');
  });

  it('names the parent of a new department in the search', () => {
    expect(newDepartmentPath('acme-dep-production')).toBe('/locations/departments/new?parent=acme-dep-production');
    expect(newDepartmentPath('a&b')).toBe('/locations/departments/new?parent=a%26b');
  });
});
