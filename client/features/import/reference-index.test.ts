import { describe, expect, it } from 'vitest';
import { indexReferences, resolveReference } from './reference-index';

const index = indexReferences([
  { id: 'loc-ma', type: 'LOCATION', data: { name: 'Werk Mannheim' } },
  { id: 'dep-ma', type: 'DEPARTMENT', data: { name: 'Werk Mannheim' } },
  { id: 'dep-lager', type: 'DEPARTMENT', data: { name: 'Lager' } },
  { id: 'emp-anna', type: 'EMPLOYEE', data: { firstName: 'Anna', lastName: 'Becker' } },
  { id: 'emp-jonas', type: 'EMPLOYEE', data: { firstName: 'Jonas', lastName: 'Becker' } },
  { id: 'emp-mia', type: 'EMPLOYEE', data: { firstName: 'Mia', lastName: 'Wolf' } },
]);

describe('references by title', () => {
  it('finds the one document of the field’s types by its title, without case and spaces', () => {
    expect(resolveReference(index, ['DEPARTMENT'], 'lager')).toEqual({ found: 'one', id: 'dep-lager' });
    expect(resolveReference(index, ['LOCATION'], 'Werk  Mannheim')).toEqual({ found: 'one', id: 'loc-ma' });
  });

  it('finds an employee by full name and by the last name the list exports, when that is unique', () => {
    expect(resolveReference(index, ['EMPLOYEE'], 'Anna Becker')).toEqual({ found: 'one', id: 'emp-anna' });
    expect(resolveReference(index, ['EMPLOYEE'], 'Wolf')).toEqual({ found: 'one', id: 'emp-mia' });
  });

  it('reports a title several documents share as ambiguous, and an unknown one as not found', () => {
    expect(resolveReference(index, ['EMPLOYEE'], 'Becker')).toEqual({ found: 'several', count: 2 });
    expect(resolveReference(index, ['LOCATION', 'DEPARTMENT'], 'Werk Mannheim')).toEqual({
      found: 'several',
      count: 2,
    });
    expect(resolveReference(index, ['DEPARTMENT'], 'Versand')).toEqual({ found: 'none' });
    expect(resolveReference(index, ['EMPLOYEE'], 'Lager')).toEqual({ found: 'none' });
  });
});
