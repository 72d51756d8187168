import type { DocumentType } from './enums/entity-types';

/**
 * Where the app opens a document of each type (platform.md §2 routes): the detail route
 * under `base`, or for list-only screens (`detail: false`) the list itself. One table for
 * the client's links and the assistant's sources. Types without a screen are absent.
 */
const DOCUMENT_ROUTES: Readonly<Partial<Record<DocumentType, { readonly base: string; readonly detail: boolean }>>> = {
  EMPLOYEE: { base: '/employees', detail: true },
  LOCATION: { base: '/locations', detail: true },
  DEPARTMENT: { base: '/locations/departments', detail: true },
  WORK_EQUIPMENT: { base: '/work_equipments', detail: true },
  STORAGE: { base: '/storages', detail: true },
  CONTACT: { base: '/contacts', detail: true },
  ACTIVITY: { base: '/activities', detail: true },
  SUBSTANCE: { base: '/substances', detail: true },
  RISK_ASSESSMENT: { base: '/risk_assessments', detail: true },
  MEASURE: { base: '/measures', detail: true },
  RECURRING_MEASURE: { base: '/recurring_measures', detail: true },
  SUBSTANCE_INSTRUCTION: { base: '/substance_instructions', detail: true },
  WORK_EQUIPMENT_INSTRUCTION: { base: '/work_equipment_instructions', detail: true },
  ACCESS_ROLE: { base: '/access_roles', detail: true },
  INCIDENT_WITHOUT_REPORT: { base: '/incidents/without_report', detail: true },
  MAINTENANCE: { base: '/maintenances', detail: true },
  INSPECTION: { base: '/inspections', detail: true },
  PERMIT: { base: '/permits', detail: true },
  CONDITION: { base: '/conditions', detail: true },
  REGULATION: { base: '/regulations', detail: true },
  REGULATION_REPORT: { base: '/regulations/reports', detail: false },
  ADR_TRANSPORT_DOCUMENT: { base: '/transport/documents', detail: true },
  SITE_INSPECTION: { base: '/site_inspections', detail: true },
  COMMISSION: { base: '/commissions', detail: true },
  INDIVIDUAL_REGULATION: { base: '/individual_regulations', detail: true },
  INSTRUCTION: { base: '/instructions', detail: true },
  FILE: { base: '/files', detail: false },
  ADR_TRANSPORT_DRAFT: { base: '/transport/drafts', detail: true },
};

/** The app path that opens a document; undefined for a type without a screen. */
export function documentPath(type: string, id: string): string | undefined {
  const route = Object.hasOwn(DOCUMENT_ROUTES, type) ? DOCUMENT_ROUTES[type as DocumentType] : undefined;
  if (!route) return undefined;
  return route.detail ? `${route.base}/${encodeURIComponent(id)}` : route.base;
}
