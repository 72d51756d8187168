import { describe, expect, it } from 'vitest';
import { departmentPreset, parseDepartmentSearch } from './department-preset';

describe('the preset of a new department', () => {
  it('reads the parent from the search, ignoring blanks and other types', () => {
    expect(parseDepartmentSearch({ parent: 'acme-loc-mannheim' })).toEqual({ parent: 'acme-loc-mannheim' });
    expect(parseDepartmentSearch({ parent: 1234 })).toEqual({ parent: '1234' });
    expect(parseDepartmentSearch({ parent: '  ' })).toEqual({});
    expect(parseDepartmentSearch({ parent: ['a', 'b'] })).toEqual({});
    expect(parseDepartmentSearch({})).toEqual({});
  });

  it('takes the parent of the URL before the selected location', () => {
    expect(departmentPreset({ parent: 'd-prod' }, 'l-lu')).toEqual({ parent: 'd-prod' });
  });

  it('falls back to the selected location, else starts empty', () => {
    expect(departmentPreset({}, 'l-lu')).toEqual({ parent: 'l-lu' });
    expect(departmentPreset({}, undefined)).toEqual({});
  });
});
