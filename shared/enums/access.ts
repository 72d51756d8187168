/** Access-role vocabulary of domain.md §6. */
export const ACCESS_RESOURCES = [
  'KANBAN',
  'INCIDENT_TYPES',
  'INSPECTIONS',
  'MAINTENANCE',
  'REPAIRS',
  'PERMITS',
  'CONDITIONS',
  'REGULATIONS',
  'REPORTS',
  'ROLES',
  'LOCATIONS',
  'DEPARTMENTS',
  'EMPLOYEES',
  'CONTACTS',
  'WORK_EQUIPMENT',
  'STORAGES',
  'COMPANY_INFORMATION',
  'SUBSTANCES',
  'ACTIVITIES',
  'MEASURES',
  'RISKS',
  'RISK_ASSESSMENTS',
  'INSTRUCTIONS',
  'TRANSPORT_DOCUMENTS',
  'SITE_INSPECTIONS',
  'LEARNING',
  'COMMISSIONS',
  'QUALIFICATIONS',
  'INSTRUCTION_OVERVIEW',
  'MY_INSTRUCTIONS',
  'ALL',
] as const;
export type AccessResource = (typeof ACCESS_RESOURCES)[number];

export const ACCESS_ACTIONS = ['ALL', 'CREATE', 'READ', 'UPDATE', 'DELETE'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const ORGANIZATION_SCOPES = ['ALL', 'OWN_LOCATION', 'OWN_DEPARTMENT', 'CUSTOM'] as const;
export type OrganizationScope = (typeof ORGANIZATION_SCOPES)[number];
