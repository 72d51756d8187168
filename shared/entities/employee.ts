import { GENDERS } from '../enums/catalogs';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * An employee (domain.md §3 Employee): core fields with account and access roles, the
 * additional personnel information, the home address and the health insurance.
 * The account flags are requests the server acts on: `shouldCreateAccount` invites the
 * e-mail address, `shouldDeleteAccount` removes the sign-in; `hasAccount` reports the state.
 */
export const employee = defineEntity({
  type: 'EMPLOYEE',
  label: /*i18n*/ { id: 'entity.employee', message: 'Employee' },
  pluralLabel: /*i18n*/ { id: 'entity.employee.plural', message: 'Employees' },
  resource: 'EMPLOYEES',
  module: 'EMPLOYEE_MANAGEMENT',
  titleField: 'lastName',
  scope: { fields: ['locations', 'departments'] },
  fields: {
    // Core fields
    firstName: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.firstName', message: 'First name' },
      maxLength: 200,
      required: true,
      column: true,
    },
    lastName: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.lastName', message: 'Last name' },
      maxLength: 200,
      required: true,
      column: true,
    },
    email: { kind: 'text', label: LABELS.email, format: 'email', required: true, column: true },
    hasAccount: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.employee.hasAccount', message: 'Has an account' },
      column: true,
    },
    shouldCreateAccount: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.employee.shouldCreateAccount', message: 'Create an account' },
    },
    shouldDeleteAccount: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.employee.shouldDeleteAccount', message: 'Delete the account' },
    },
    accessRoles: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.employee.accessRoles', message: 'Access roles' },
      to: ['ACCESS_ROLE'],
      multiple: true,
    },
    locations: { kind: 'reference', label: LABELS.locations, to: ['LOCATION'], multiple: true, column: true },
    departments: { kind: 'reference', label: LABELS.departments, to: ['DEPARTMENT'], multiple: true, column: true },

    // Additional information
    dateOfBirth: { kind: 'date', label: /*i18n*/ { id: 'field.employee.dateOfBirth', message: 'Date of birth' } },
    gender: { kind: 'enum', label: /*i18n*/ { id: 'field.employee.gender', message: 'Gender' }, values: GENDERS },
    nationality: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.nationality', message: 'Nationality' },
      maxLength: 200,
    },
    personnelNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.personnelNumber', message: 'Personnel number' },
      maxLength: 100,
    },
    formOfEmployment: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.formOfEmployment', message: 'Form of employment' },
      maxLength: 200,
    },
    jobTitle: { kind: 'text', label: /*i18n*/ { id: 'field.employee.jobTitle', message: 'Job title' }, maxLength: 200 },
    hoursPerWeek: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.employee.hoursPerWeek', message: 'Hours per week' },
      min: 0,
      max: 168,
    },
    employedSince: { kind: 'date', label: /*i18n*/ { id: 'field.employee.employedSince', message: 'Employed since' } },
    employedUntil: { kind: 'date', label: /*i18n*/ { id: 'field.employee.employedUntil', message: 'Employed until' } },
    phoneNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.phoneNumber', message: 'Phone number' },
      format: 'phone',
      maxLength: 50,
    },
    cellphoneNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.cellphoneNumber', message: 'Mobile number' },
      format: 'phone',
      maxLength: 50,
    },
    linkedin: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.employee.linkedin', message: 'LinkedIn' },
      format: 'url',
      maxLength: 500,
    },

    // Address
    address: { kind: 'address', label: LABELS.address, parts: ['street', 'houseNumber', 'zipCode', 'city'] },

    // Health insurance
    healthInsurance: {
      kind: 'group',
      label: /*i18n*/ { id: 'field.employee.healthInsurance', message: 'Health insurance' },
      fields: {
        name: { kind: 'text', label: LABELS.name, maxLength: 200 },
        address: { kind: 'address', label: LABELS.address, parts: ['street', 'houseNumber', 'zipCode', 'city'] },
      },
    },
  },
});
