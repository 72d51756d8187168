/** Module codes a tenant subscribes to (platform.md §3), in the spec's order. */
export const MODULE_CODES = [
  'LEARN_MANAGEMENT',
  'PERMIT_MANAGEMENT',
  'EMPLOYEE_MANAGEMENT',
  'ACCESS_MANAGEMENT',
  'FACILITY_MANAGEMENT',
  'HAZARDOUS_SUBSTANCES',
  'RISK_ASSESSMENTS',
  'OPERATING_INSTRUCTIONS',
  'MAINTENANCE',
  'INCIDENT_MANAGEMENT',
  'MEASURE_MANAGEMENT',
  'SITE_INSPECTION_MANAGEMENT',
  'REGULATION_MANAGEMENT_CUSTOMER',
  'REGULATION_MANAGEMENT_MANAGER',
  'ADR_TRANSPORT_MANAGEMENT',
  'COMMISSION_MANAGEMENT',
] as const;

export type ModuleCode = (typeof MODULE_CODES)[number];

/** Module access flags, one per module code, in module-code order (platform.md §3). */
export const MODULE_FLAGS = {
  lms: 'LEARN_MANAGEMENT',
  permits: 'PERMIT_MANAGEMENT',
  employees: 'EMPLOYEE_MANAGEMENT',
  access: 'ACCESS_MANAGEMENT',
  facilities: 'FACILITY_MANAGEMENT',
  substances: 'HAZARDOUS_SUBSTANCES',
  assessments: 'RISK_ASSESSMENTS',
  instructions: 'OPERATING_INSTRUCTIONS',
  maintenance: 'MAINTENANCE',
  incidents: 'INCIDENT_MANAGEMENT',
  measures: 'MEASURE_MANAGEMENT',
  site_inspections: 'SITE_INSPECTION_MANAGEMENT',
  regulations_customer: 'REGULATION_MANAGEMENT_CUSTOMER',
  regulations_manager: 'REGULATION_MANAGEMENT_MANAGER',
  transports: 'ADR_TRANSPORT_MANAGEMENT',
  commissions: 'COMMISSION_MANAGEMENT',
} as const satisfies Record<string, ModuleCode>;

export type ModuleFlag = keyof typeof MODULE_FLAGS;
export type ModuleAccess = Record<ModuleFlag, boolean>;

/** Feature code that unlocks the assistant for a tenant. */
export const ASSISTANT_FEATURE = 'SORGFALT_AI';
export const FEATURE_CODES = [ASSISTANT_FEATURE] as const;
export type FeatureCode = (typeof FEATURE_CODES)[number];

export function isModuleCode(value: string): value is ModuleCode {
  return (MODULE_CODES as readonly string[]).includes(value);
}

export function moduleAccess(subscribedModules: readonly string[]): ModuleAccess {
  const subscribed = new Set(subscribedModules);
  const entries = Object.entries(MODULE_FLAGS).map(([flag, code]) => [flag, subscribed.has(code)]);
  return Object.fromEntries(entries) as ModuleAccess;
}
