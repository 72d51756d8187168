import { defineEntity } from './entity';
import { LABELS } from './labels';

/** A storage (domain.md §3 Work equipment and storage): a store room, cabinet or tank for substances and goods. */
export const storage = defineEntity({
  type: 'STORAGE',
  label: /*i18n*/ { id: 'entity.storage', message: 'Storage' },
  pluralLabel: /*i18n*/ { id: 'entity.storage.plural', message: 'Storages' },
  resource: 'STORAGES',
  module: null,
  titleField: 'name',
  scope: { fields: ['department'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    department: { kind: 'reference', label: LABELS.department, to: ['DEPARTMENT'], required: true, column: true },
    responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], required: true, column: true },
    building: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.storage.building', message: 'Building' },
      maxLength: 200,
      column: true,
    },
    number: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.storage.number', message: 'Number' },
      maxLength: 100,
      column: true,
    },
    manufacturer: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.storage.manufacturer', message: 'Manufacturer' },
      maxLength: 200,
    },
    manufacturerNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.storage.manufacturerNumber', message: 'Manufacturer number' },
      maxLength: 100,
    },
    constructionDate: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.storage.constructionDate', message: 'Construction date' },
    },
  },
});
