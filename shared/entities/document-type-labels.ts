import type { DocumentType } from '../enums/entity-types';
import type { Label } from './fields';
import { ENTITY_LIST } from './registry';

/** Entity types of domain.md §3 without an entity in the registry yet, named where types are listed. */
const UNREGISTERED_TYPE_LABELS = {
  RISK: /*i18n*/ { id: 'entityType.RISK', message: 'Risk' },
  INCIDENT_WITH_REPORT: /*i18n*/ { id: 'entityType.INCIDENT_WITH_REPORT', message: 'Incident with report' },
  INCIDENT_NEAR_MISS: /*i18n*/ { id: 'entityType.INCIDENT_NEAR_MISS', message: 'Near miss' },
  BOARD: /*i18n*/ { id: 'entityType.BOARD', message: 'Kanban board' },
  TASK: /*i18n*/ { id: 'entityType.TASK', message: 'Task' },
  REPAIR: /*i18n*/ { id: 'entityType.REPAIR', message: 'Repair' },
  QUALIFICATION: /*i18n*/ { id: 'entityType.QUALIFICATION', message: 'Qualification' },
} as const satisfies Partial<Record<DocumentType, Label>>;

/** Every document type by its entity's label, for the enumerations of types (notifications, hidden fields). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<string, Label>> = {
  ...Object.fromEntries(ENTITY_LIST.map((entity) => [entity.type, entity.label])),
  ...UNREGISTERED_TYPE_LABELS,
};
