import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { employee } from './employee';

const buildEmployee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.com',
  ...overrides,
});

const address = { street: 'Lindenallee', houseNumber: '3a', zipCode: '50667', city: 'Köln' };

const buildFullEmployee = () =>
  buildEmployee({
    hasAccount: true,
    shouldCreateAccount: false,
    shouldDeleteAccount: false,
    accessRoles: ['role-1', 'role-2'],
    locations: ['loc-1'],
    departments: ['dep-1', 'dep-2'],
    dateOfBirth: '1985-04-12',
    gender: 'FEMALE',
    nationality: 'deutsch',
    personnelNumber: 'P-0042',
    formOfEmployment: 'Vollzeit',
    jobTitle: 'Fachkraft für Arbeitssicherheit',
    hoursPerWeek: 38.5,
    employedSince: '2015-01-01',
    employedUntil: '2030-12-31',
    phoneNumber: '+49 221 123456',
    cellphoneNumber: '+49 171 1234567',
    linkedin: 'https://www.linkedin.com/in/erika-mustermann',
    address,
    healthInsurance: { name: 'AOK Rheinland', address: { ...address, street: 'Kasernenstraße', houseNumber: '61' } },
  });

describe('employee (domain.md §5: firstName, lastName, email)', () => {
  it('accepts an employee with first name, last name and e-mail', () => {
    expect(validateDocument(employee, buildEmployee()).ok).toBe(true);
  });

  it('refuses an employee without first name, last name and e-mail, naming each field', () => {
    const result = validateDocument(employee, {});
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'firstName', message: 'validation.required' },
      { path: 'lastName', message: 'validation.required' },
      { path: 'email', message: 'validation.required' },
    ]);
  });

  it('refuses blank names', () => {
    const result = validateDocument(employee, buildEmployee({ firstName: '', lastName: '  ' }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'firstName', message: 'validation.required' },
      { path: 'lastName', message: 'validation.required' },
    ]);
  });

  it('refuses an e-mail that is not an address', () => {
    const result = validateDocument(employee, buildEmployee({ email: 'erika' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'email', message: 'validation.invalid' }]);
  });

  it('refuses an unknown gender and more hours than a week has', () => {
    const result = validateDocument(employee, buildEmployee({ gender: 'OTHER', hoursPerWeek: 200 }));
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'gender', message: 'validation.invalid' },
      { path: 'hoursPerWeek', message: 'validation.invalid' },
    ]);
  });

  it('accepts an employee with every field filled', () => {
    const full = buildFullEmployee();
    expect(validateDocument(employee, full)).toEqual({ ok: true, data: full });
  });

  it('is placed by its locations and departments', () => {
    expect(employee.scope.fields).toEqual(['locations', 'departments']);
  });
});
