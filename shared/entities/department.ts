import { defineEntity } from './entity';
import { LABELS } from './labels';

/** A department (domain.md §3 Department), beneath a location or another department. */
export const department = defineEntity({
  type: 'DEPARTMENT',
  label: /*i18n*/ { id: 'entity.department', message: 'Department' },
  pluralLabel: /*i18n*/ { id: 'entity.department.plural', message: 'Departments' },
  resource: 'DEPARTMENTS',
  module: null,
  titleField: 'name',
  scope: { self: 'department', fields: ['parent'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    parent: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.department.parent', message: 'Parent (location or department)' },
      to: ['LOCATION', 'DEPARTMENT'],
      required: true,
      column: true,
    },
    head: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.department.head', message: 'Head' },
      to: ['EMPLOYEE'],
      column: true,
    },
    deputyHead: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.department.deputyHead', message: 'Deputy head' },
      to: ['EMPLOYEE'],
    },
    responsibles: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.department.responsibles', message: 'Responsible persons' },
      to: ['EMPLOYEE'],
      multiple: true,
    },
    address: { kind: 'address', label: LABELS.address, parts: ['street', 'houseNumber', 'zipCode', 'city'] },
  },
});
