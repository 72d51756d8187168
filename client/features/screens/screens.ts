import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleFlag } from '../../../shared/modules';

export interface ScreenInfo {
  /** Where the screen's list (or the screen itself) lives. */
  readonly path: string;
  readonly title: MessageDescriptor;
  /** The module flag a tenant needs; absent for the always-shown areas. */
  readonly flag?: ModuleFlag | readonly ModuleFlag[];
}

/** Every screen of the routes table (platform.md §2), with its title and gating module. */
export const SCREENS = {
  dashboard: { path: '/', title: msg`Dashboard` },
  locations: { path: '/locations', title: msg`Locations` },
  departments: { path: '/locations', title: msg`Departments` },
  contacts: { path: '/contacts', title: msg`Contacts` },
  workEquipments: { path: '/work_equipments', title: msg`Work equipment` },
  storages: { path: '/storages', title: msg`Storages` },
  files: { path: '/files', title: msg`Files` },
  employees: { path: '/employees', title: msg`Employees`, flag: 'employees' },
  accessRoles: { path: '/access_roles', title: msg`Roles`, flag: 'access' },
  substances: { path: '/substances', title: msg`Substances`, flag: 'substances' },
  hazardousSubstances: { path: '/hazardous_substances', title: msg`Hazardous substances`, flag: 'substances' },
  activities: { path: '/activities', title: msg`Activities`, flag: 'substances' },
  riskAssessments: { path: '/risk_assessments', title: msg`Risk assessments`, flag: 'assessments' },
  workEquipmentInstructions: {
    path: '/work_equipment_instructions',
    title: msg`Work equipment instructions`,
    flag: 'instructions',
  },
  substanceInstructions: { path: '/substance_instructions', title: msg`Substance instructions`, flag: 'instructions' },
  regulationReports: {
    path: '/regulations/reports',
    title: msg`Regulation reports`,
    flag: ['regulations_customer', 'regulations_manager'],
  },
  regulationCustomers: {
    path: '/regulations/customers',
    title: msg`Regulation customers`,
    flag: 'regulations_manager',
  },
  regulations: { path: '/regulations', title: msg`Regulations`, flag: ['regulations_customer', 'regulations_manager'] },
  individualRegulations: {
    path: '/individual_regulations',
    title: msg`Individual regulations`,
    flag: ['regulations_customer', 'regulations_manager'],
  },
  inspections: { path: '/inspections', title: msg`Inspections`, flag: 'maintenance' },
  maintenances: { path: '/maintenances', title: msg`Maintenances`, flag: 'maintenance' },
  permits: { path: '/permits', title: msg`Permits`, flag: 'permits' },
  conditions: { path: '/conditions', title: msg`Conditions`, flag: 'permits' },
  transportDrafts: { path: '/transport/drafts', title: msg`Transport drafts`, flag: 'transports' },
  transportDocuments: { path: '/transport/documents', title: msg`Transport documents`, flag: 'transports' },
  organizationInstructions: { path: '/instructions/organization', title: msg`Organization instructions`, flag: 'lms' },
  userInstructions: { path: '/instructions/user', title: msg`User instructions`, flag: 'lms' },
  instruction: { path: '/instructions/organization', title: msg`Instruction`, flag: 'lms' },
  siteInspections: { path: '/site_inspections', title: msg`Site inspections`, flag: 'site_inspections' },
  commissions: { path: '/commissions', title: msg`Commissions`, flag: 'commissions' },
  measures: { path: '/measures', title: msg`Measures`, flag: 'measures' },
  recurringMeasures: { path: '/recurring_measures', title: msg`Recurring measures`, flag: 'measures' },
  incidentsWithoutReport: {
    path: '/incidents/without_report/new',
    title: msg`Incident without report`,
    flag: 'incidents',
  },
} as const satisfies Record<string, ScreenInfo>;

export type ScreenKey = keyof typeof SCREENS;

export function screenFlags(screen: ScreenKey): readonly ModuleFlag[] {
  const info: ScreenInfo = SCREENS[screen];
  if (info.flag === undefined) return [];
  return typeof info.flag === 'string' ? [info.flag] : info.flag;
}
