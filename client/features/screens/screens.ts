import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType } from '../../../shared/enums/entity-types';
import type { ModuleFlag } from '../../../shared/modules';

export interface ScreenInfo {
  /** Where the screen's list (or the screen itself) lives. */
  readonly path: string;
  readonly title: MessageDescriptor;
  /** The module flag a tenant needs; absent for the always-shown areas. */
  readonly flag?: ModuleFlag | readonly ModuleFlag[];
  /** The registry entity whose documents the screen lists and edits. */
  readonly entity?: DocumentType;
}

/** Every screen of the routes table (platform.md §2), with its title and gating module. */
export const SCREENS = {
  dashboard: { path: '/', title: msg`Dashboard` },
  due: { path: '/due', title: msg`Due` },
  locations: { path: '/locations', title: msg`Locations`, entity: 'LOCATION' },
  departments: { path: '/locations', title: msg`Departments`, entity: 'DEPARTMENT' },
  contacts: { path: '/contacts', title: msg`Contacts`, entity: 'CONTACT' },
  workEquipments: { path: '/work_equipments', title: msg`Work equipment`, entity: 'WORK_EQUIPMENT' },
  storages: { path: '/storages', title: msg`Storages`, entity: 'STORAGE' },
  files: { path: '/files', title: msg`Files`, entity: 'FILE' },
  employees: { path: '/employees', title: msg`Employees`, flag: 'employees', entity: 'EMPLOYEE' },
  accessRoles: { path: '/access_roles', title: msg`Roles`, flag: 'access', entity: 'ACCESS_ROLE' },
  substances: { path: '/substances', title: msg`Substances`, flag: 'substances', entity: 'SUBSTANCE' },
  hazardousSubstances: {
    path: '/hazardous_substances',
    title: msg`Hazardous substance register`,
    flag: 'substances',
    entity: 'SUBSTANCE',
  },
  activities: { path: '/activities', title: msg`Activities`, flag: 'substances', entity: 'ACTIVITY' },
  riskAssessments: {
    path: '/risk_assessments',
    title: msg`Risk assessments`,
    flag: 'assessments',
    entity: 'RISK_ASSESSMENT',
  },
  workEquipmentInstructions: {
    path: '/work_equipment_instructions',
    title: msg`Work equipment instructions`,
    flag: 'instructions',
    entity: 'WORK_EQUIPMENT_INSTRUCTION',
  },
  substanceInstructions: {
    path: '/substance_instructions',
    title: msg`Substance instructions`,
    flag: 'instructions',
    entity: 'SUBSTANCE_INSTRUCTION',
  },
  regulationReports: {
    path: '/regulations/reports',
    title: msg`Regulation reports`,
    flag: ['regulations_customer', 'regulations_manager'],
    entity: 'REGULATION_REPORT',
  },
  regulationCustomers: {
    path: '/regulations/customers',
    title: msg`Regulation customers`,
    flag: 'regulations_manager',
    entity: 'REGULATION',
  },
  regulations: {
    path: '/regulations',
    title: msg`Regulations`,
    flag: ['regulations_customer', 'regulations_manager'],
    entity: 'REGULATION',
  },
  individualRegulations: {
    path: '/individual_regulations',
    title: msg`Individual regulations`,
    flag: ['regulations_customer', 'regulations_manager'],
    entity: 'INDIVIDUAL_REGULATION',
  },
  inspections: { path: '/inspections', title: msg`Inspections`, flag: 'maintenance', entity: 'INSPECTION' },
  maintenances: { path: '/maintenances', title: msg`Maintenances`, flag: 'maintenance', entity: 'MAINTENANCE' },
  permits: { path: '/permits', title: msg`Permits`, flag: 'permits', entity: 'PERMIT' },
  conditions: { path: '/conditions', title: msg`Conditions`, flag: 'permits', entity: 'CONDITION' },
  transportDrafts: {
    path: '/transport/drafts',
    title: msg`Transport drafts`,
    flag: 'transports',
    entity: 'ADR_TRANSPORT_DRAFT',
  },
  transportDocuments: {
    path: '/transport/documents',
    title: msg`Transport documents`,
    flag: 'transports',
    entity: 'ADR_TRANSPORT_DOCUMENT',
  },
  organizationInstructions: {
    path: '/instructions/organization',
    title: msg`Organization instructions`,
    flag: 'lms',
    entity: 'INSTRUCTION',
  },
  userInstructions: { path: '/instructions/user', title: msg`User instructions`, flag: 'lms', entity: 'INSTRUCTION' },
  instruction: { path: '/instructions/organization', title: msg`Instruction`, flag: 'lms', entity: 'INSTRUCTION' },
  siteInspections: {
    path: '/site_inspections',
    title: msg`Site inspections`,
    flag: 'site_inspections',
    entity: 'SITE_INSPECTION',
  },
  commissions: { path: '/commissions', title: msg`Commissions`, flag: 'commissions', entity: 'COMMISSION' },
  measures: { path: '/measures', title: msg`Measures`, flag: 'measures', entity: 'MEASURE' },
  recurringMeasures: {
    path: '/recurring_measures',
    title: msg`Recurring measures`,
    flag: 'measures',
    entity: 'RECURRING_MEASURE',
  },
  incidentsWithoutReport: {
    path: '/incidents/without_report/new',
    title: msg`Incident without report`,
    flag: 'incidents',
    entity: 'INCIDENT_WITHOUT_REPORT',
  },
} as const satisfies Record<string, ScreenInfo>;

export type ScreenKey = keyof typeof SCREENS;

export function screenFlags(screen: ScreenKey): readonly ModuleFlag[] {
  const info: ScreenInfo = SCREENS[screen];
  if (info.flag === undefined) return [];
  return typeof info.flag === 'string' ? [info.flag] : info.flag;
}

/** The registry entity a screen lists and edits, if it is an entity screen. */
export function screenEntity(screen: ScreenKey): DocumentType | undefined {
  const info: ScreenInfo = SCREENS[screen];
  return info.entity;
}
