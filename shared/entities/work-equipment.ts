import { WORK_EQUIPMENT_TYPES } from '../enums/catalogs';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/** A piece of work equipment (domain.md §3 Work equipment and storage): tool, device, machine or facility. */
export const workEquipment = defineEntity({
  type: 'WORK_EQUIPMENT',
  label: /*i18n*/ { id: 'entity.workEquipment', message: 'Work equipment' },
  pluralLabel: /*i18n*/ { id: 'entity.workEquipment.plural', message: 'Work equipment' },
  resource: 'WORK_EQUIPMENT',
  module: null,
  titleField: 'name',
  scope: { fields: ['department'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    workEquipmentType: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.workEquipment.workEquipmentType', message: 'Type of work equipment' },
      values: WORK_EQUIPMENT_TYPES,
      required: true,
      column: true,
    },
    department: { kind: 'reference', label: LABELS.department, to: ['DEPARTMENT'], required: true, column: true },
    responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], required: true, column: true },
    building: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.workEquipment.building', message: 'Building' },
      maxLength: 200,
    },
    number: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.workEquipment.number', message: 'Number' },
      maxLength: 100,
      column: true,
    },
    manufacturer: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.workEquipment.manufacturer', message: 'Manufacturer' },
      maxLength: 200,
    },
    manufacturerNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.workEquipment.manufacturerNumber', message: 'Manufacturer number' },
      maxLength: 100,
    },
    constructionDate: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.workEquipment.constructionDate', message: 'Construction date' },
    },
  },
});
