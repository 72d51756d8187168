import type { Label } from './fields';

/** Field labels many entities share; entity-specific labels live in the entity file. */
export const LABELS = {
  name: /*i18n*/ { id: 'field.name', message: 'Name' },
  description: /*i18n*/ { id: 'field.description', message: 'Description' },
  responsible: /*i18n*/ { id: 'field.responsible', message: 'Responsible' },
  address: /*i18n*/ { id: 'field.address', message: 'Address' },
  department: /*i18n*/ { id: 'field.department', message: 'Department' },
  departments: /*i18n*/ { id: 'field.departments', message: 'Departments' },
  locations: /*i18n*/ { id: 'field.locations', message: 'Locations' },
  files: /*i18n*/ { id: 'field.files', message: 'Files' },
  measures: /*i18n*/ { id: 'field.measures', message: 'Measures' },
  storageOrWorkEquipment: /*i18n*/ { id: 'field.storageOrWorkEquipment', message: 'Work equipment or storage' },
  storageOrWorkEquipments: /*i18n*/ { id: 'field.storageOrWorkEquipments', message: 'Work equipment and storages' },
  workEnvironments: /*i18n*/ { id: 'field.workEnvironments', message: 'Work environments' },
  substances: /*i18n*/ { id: 'field.substances', message: 'Substances' },
  activities: /*i18n*/ { id: 'field.activities', message: 'Activities' },
  employee: /*i18n*/ { id: 'field.employee', message: 'Employee' },
  phone: /*i18n*/ { id: 'field.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'field.email', message: 'E-mail' },
  createdAt: /*i18n*/ { id: 'field.createdAt', message: 'Created at' },
  revisionInterval: /*i18n*/ { id: 'field.revisionInterval', message: 'Revision interval (months)' },
  pictures: /*i18n*/ { id: 'field.pictures', message: 'Pictures' },
} as const satisfies Record<string, Label>;
