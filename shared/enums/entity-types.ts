/** Entity type codes (domain.md §3), used in notifications, history and the change feed. */
export const ENTITY_TYPES = [
  'EMPLOYEE',
  'LOCATION',
  'DEPARTMENT',
  'WORK_EQUIPMENT',
  'STORAGE',
  'CONTACT',
  'ACTIVITY',
  'SUBSTANCE',
  'RISK_ASSESSMENT',
  'RISK',
  'MEASURE',
  'RECURRING_MEASURE',
  'SUBSTANCE_INSTRUCTION',
  'WORK_EQUIPMENT_INSTRUCTION',
  'ACCESS_ROLE',
  'INCIDENT_WITHOUT_REPORT',
  'INCIDENT_WITH_REPORT',
  'INCIDENT_NEAR_MISS',
  'BOARD',
  'TASK',
  'MAINTENANCE',
  'INSPECTION',
  'REPAIR',
  'PERMIT',
  'CONDITION',
  'REGULATION',
  'REGULATION_REPORT',
  'ADR_TRANSPORT_DOCUMENT',
  'SITE_INSPECTION',
  'COMMISSION',
  'QUALIFICATION',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/**
 * Document types of the store beyond the spec's entity type list: entities the spec
 * describes without a type code of their own (decision in docs/decisions/0008).
 */
export const EXTRA_DOCUMENT_TYPES = [
  'INDIVIDUAL_REGULATION',
  'INSTRUCTION',
  'FILE',
  'ADR_TRANSPORT_DRAFT',
  'COMMENT',
  'NOTIFICATION',
  'COMPANY_SETTINGS',
  'SUBSTANCE_REGISTER_REVIEW',
  'REGULATION_EVALUATION',
  'COMPLIANCE_SCORE',
] as const;
export type ExtraDocumentType = (typeof EXTRA_DOCUMENT_TYPES)[number];

export type DocumentType = EntityType | ExtraDocumentType;
export const DOCUMENT_TYPES: readonly DocumentType[] = [...ENTITY_TYPES, ...EXTRA_DOCUMENT_TYPES];

/**
 * The types a notification is about: the spec's entity types, and two of the app's own, a
 * training (its assignment and reminders, decision 0068) and a register review (its reminder, DL-9).
 */
export const NOTIFIED_TYPES = [...ENTITY_TYPES, 'INSTRUCTION', 'SUBSTANCE_REGISTER_REVIEW'] as const;

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}
