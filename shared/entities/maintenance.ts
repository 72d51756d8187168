import { nextMaintenance } from '../domain/due';
import { MAINTENANCE_TYPES } from '../enums/catalogs';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A maintenance (domain.md §3 Maintenance) of a piece of work equipment or a storage, with the
 * repairs it needed. Its measures are measure documents naming it as origin: the spec's one
 * embedded measure became such a document (decision 0048, docs/domain/facilities.md FAC-5). It
 * takes the place of the maintained equipment or storage in the organisation.
 */
export const maintenance = defineEntity({
  type: 'MAINTENANCE',
  label: /*i18n*/ { id: 'entity.maintenance', message: 'Maintenance' },
  pluralLabel: /*i18n*/ { id: 'entity.maintenance.plural', message: 'Maintenances' },
  resource: 'MAINTENANCE',
  module: 'MAINTENANCE',
  titleField: 'name',
  scope: { fields: ['storageOrWorkEquipment'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    storageOrWorkEquipment: {
      kind: 'reference',
      label: LABELS.storageOrWorkEquipment,
      to: ['WORK_EQUIPMENT', 'STORAGE'],
      required: true,
      column: true,
    },
    maintenanceType: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.maintenance.maintenanceType', message: 'Type of maintenance' },
      values: MAINTENANCE_TYPES,
      column: true,
    },
    maintenanceBasis: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.maintenance.maintenanceBasis', message: 'Basis of the maintenance' },
      maxLength: 500,
    },
    maintenanceInterval: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.maintenance.maintenanceInterval', message: 'Maintenance interval (months)' },
      integer: true,
      min: 1,
      max: 1200,
    },
    description: { kind: 'richText', label: LABELS.description },
    maintenanceEvidence: {
      kind: 'file',
      label: /*i18n*/ { id: 'field.maintenance.maintenanceEvidence', message: 'Maintenance evidence' },
      multiple: true,
      accept: 'any',
    },
    maintenanceBy: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.maintenance.maintenanceBy', message: 'Maintained by' },
      to: ['EMPLOYEE', 'CONTACT'],
    },
    responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], column: true },
    deficienciesExist: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.maintenance.deficienciesExist', message: 'Deficiencies found' },
    },
    lastMaintenanceAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.maintenance.lastMaintenanceAt', message: 'Last maintenance' },
    },
    nextMaintenanceAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.maintenance.nextMaintenanceAt', message: 'Next maintenance' },
      column: true,
      derived: true,
    },
    repairs: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.maintenance.repairs', message: 'Repairs' },
      fields: {
        name: { kind: 'text', label: LABELS.name },
        deficiencies: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.maintenance.repairs.deficiencies', message: 'Deficiencies' },
        },
      },
    },
  },
  /** The next maintenance follows from the last one and the interval (docs/domain/deadlines.md DL-6). */
  derive: { version: 1, values: nextMaintenance },
});
