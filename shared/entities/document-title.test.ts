import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('is the title field of the entity', () => {
    expect(documentTitle('CONTACT', { name: 'Brandschutz Rhein GmbH' })).toBe('Brandschutz Rhein GmbH');
    expect(documentTitle('LOCATION', { name: 'Werk Nord' })).toBe('Werk Nord');
  });

  it('names an employee by first and last name, the last name alone when there is no first name', () => {
    expect(documentTitle('EMPLOYEE', { firstName: 'Anna', lastName: 'Berger' })).toBe('Anna Berger');
    expect(documentTitle('EMPLOYEE', { firstName: ' ', lastName: 'Berger' })).toBe('Berger');
  });

  it('trims the parts it joins', () => {
    expect(documentTitle('EMPLOYEE', { firstName: ' Anna ', lastName: ' Berger ' })).toBe('Anna Berger');
    expect(documentTitle('CONTACT', { name: '  Rhein  ' })).toBe('Rhein');
  });

  it('is empty when the title field is empty or missing, or the type unknown', () => {
    expect(documentTitle('CONTACT', { name: '   ' })).toBe('');
    expect(documentTitle('EMPLOYEE', { firstName: 'Anna' })).toBe('');
    expect(documentTitle('CONTACT', { name: 42 })).toBe('');
    expect(documentTitle('NO_SUCH_TYPE', { name: 'x' })).toBe('');
  });
});
