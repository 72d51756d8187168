import type { Label } from '../entities/fields';
import type { AccessAction, AccessResource, OrganizationScope } from './access';
import type {
  CONDITION_TYPES,
  GENDERS,
  MAINTENANCE_TYPES,
  MEASURE_TYPES,
  NOTIFICATION_ACTIONS,
  WORK_EQUIPMENT_TYPES,
} from './catalogs';

/**
 * Labels of the organisation and facility enumerations (employees, work equipment,
 * maintenance, measures, permits, notifications, access roles). The values themselves live
 * in catalogs.ts and access.ts.
 */
export type Gender = (typeof GENDERS)[number];
export type WorkEquipmentType = (typeof WORK_EQUIPMENT_TYPES)[number];
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];
export type MeasureType = (typeof MEASURE_TYPES)[number];
export type ConditionType = (typeof CONDITION_TYPES)[number];
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, Label>> = {
  MALE: /*i18n*/ { id: 'enum.GENDERS.MALE', message: 'Male' },
  FEMALE: /*i18n*/ { id: 'enum.GENDERS.FEMALE', message: 'Female' },
  DIVERSE: /*i18n*/ { id: 'enum.GENDERS.DIVERSE', message: 'Diverse' },
};

export const WORK_EQUIPMENT_TYPE_LABELS: Readonly<Record<WorkEquipmentType, Label>> = {
  TOOL: /*i18n*/ { id: 'enum.WORK_EQUIPMENT_TYPES.TOOL', message: 'Tool' },
  DEVICE: /*i18n*/ { id: 'enum.WORK_EQUIPMENT_TYPES.DEVICE', message: 'Device' },
  MACHINE: /*i18n*/ { id: 'enum.WORK_EQUIPMENT_TYPES.MACHINE', message: 'Machine' },
  FACILITY: /*i18n*/ { id: 'enum.WORK_EQUIPMENT_TYPES.FACILITY', message: 'Facility' },
  MONITORING_REQUIRED_FACILITY: /*i18n*/ {
    id: 'enum.WORK_EQUIPMENT_TYPES.MONITORING_REQUIRED_FACILITY',
    message: 'Facility requiring monitoring',
  },
};

export const MAINTENANCE_TYPE_LABELS: Readonly<Record<MaintenanceType, Label>> = {
  CORRECTIVE: /*i18n*/ { id: 'enum.MAINTENANCE_TYPES.CORRECTIVE', message: 'Corrective' },
  PREVENTIVE: /*i18n*/ { id: 'enum.MAINTENANCE_TYPES.PREVENTIVE', message: 'Preventive' },
  CONDITIONAL: /*i18n*/ { id: 'enum.MAINTENANCE_TYPES.CONDITIONAL', message: 'Condition-based' },
  PROACTIVE: /*i18n*/ { id: 'enum.MAINTENANCE_TYPES.PROACTIVE', message: 'Proactive' },
  PREDETERMINED: /*i18n*/ { id: 'enum.MAINTENANCE_TYPES.PREDETERMINED', message: 'Predetermined' },
};

/** The STOP principle: substitution, technical, organisational, personal. */
export const MEASURE_TYPE_LABELS: Readonly<Record<MeasureType, Label>> = {
  SUBSTITUTIONAL: /*i18n*/ { id: 'enum.MEASURE_TYPES.SUBSTITUTIONAL', message: 'Substitution' },
  TECHNICAL: /*i18n*/ { id: 'enum.MEASURE_TYPES.TECHNICAL', message: 'Technical' },
  ORGANIZATIONAL: /*i18n*/ { id: 'enum.MEASURE_TYPES.ORGANIZATIONAL', message: 'Organisational' },
  PERSONAL: /*i18n*/ { id: 'enum.MEASURE_TYPES.PERSONAL', message: 'Personal' },
};

export const CONDITION_TYPE_LABELS: Readonly<Record<ConditionType, Label>> = {
  REQUIREMENT: /*i18n*/ { id: 'enum.CONDITION_TYPES.REQUIREMENT', message: 'Requirement' },
  ANCILLARY_PROVISION: /*i18n*/ { id: 'enum.CONDITION_TYPES.ANCILLARY_PROVISION', message: 'Ancillary provision' },
};

export const NOTIFICATION_ACTION_LABELS: Readonly<Record<NotificationAction, Label>> = {
  CREATE: /*i18n*/ { id: 'enum.NOTIFICATION_ACTIONS.CREATE', message: 'Created' },
  UPDATE: /*i18n*/ { id: 'enum.NOTIFICATION_ACTIONS.UPDATE', message: 'Changed' },
  DELETE: /*i18n*/ { id: 'enum.NOTIFICATION_ACTIONS.DELETE', message: 'Deleted' },
  DUE_SOON: /*i18n*/ { id: 'enum.NOTIFICATION_ACTIONS.DUE_SOON', message: 'Due soon' },
  OVERDUE: /*i18n*/ { id: 'enum.NOTIFICATION_ACTIONS.OVERDUE', message: 'Overdue' },
  ASSIGNED: /*i18n*/ { id: 'enum.NOTIFICATION_ACTIONS.ASSIGNED', message: 'Assigned to you' },
};

export const ACCESS_ACTION_LABELS: Readonly<Record<AccessAction, Label>> = {
  ALL: /*i18n*/ { id: 'enum.ACCESS_ACTIONS.ALL', message: 'All actions' },
  CREATE: /*i18n*/ { id: 'enum.ACCESS_ACTIONS.CREATE', message: 'Create' },
  READ: /*i18n*/ { id: 'enum.ACCESS_ACTIONS.READ', message: 'Read' },
  UPDATE: /*i18n*/ { id: 'enum.ACCESS_ACTIONS.UPDATE', message: 'Edit' },
  DELETE: /*i18n*/ { id: 'enum.ACCESS_ACTIONS.DELETE', message: 'Delete' },
};

export const ORGANIZATION_SCOPE_LABELS: Readonly<Record<OrganizationScope, Label>> = {
  ALL: /*i18n*/ { id: 'enum.ORGANIZATION_SCOPES.ALL', message: 'Whole organisation' },
  OWN_LOCATION: /*i18n*/ { id: 'enum.ORGANIZATION_SCOPES.OWN_LOCATION', message: 'Own location' },
  OWN_DEPARTMENT: /*i18n*/ { id: 'enum.ORGANIZATION_SCOPES.OWN_DEPARTMENT', message: 'Own department' },
  CUSTOM: /*i18n*/ { id: 'enum.ORGANIZATION_SCOPES.CUSTOM', message: 'Chosen locations and departments' },
};

export const ACCESS_RESOURCE_LABELS: Readonly<Record<AccessResource, Label>> = {
  KANBAN: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.KANBAN', message: 'Kanban' },
  INCIDENT_TYPES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.INCIDENT_TYPES', message: 'Incident types' },
  INSPECTIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.INSPECTIONS', message: 'Inspections' },
  MAINTENANCE: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.MAINTENANCE', message: 'Maintenance' },
  REPAIRS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.REPAIRS', message: 'Repairs' },
  PERMITS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.PERMITS', message: 'Permits' },
  CONDITIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.CONDITIONS', message: 'Conditions' },
  REGULATIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.REGULATIONS', message: 'Regulations' },
  REPORTS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.REPORTS', message: 'Reports' },
  ROLES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.ROLES', message: 'Roles' },
  LOCATIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.LOCATIONS', message: 'Locations' },
  DEPARTMENTS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.DEPARTMENTS', message: 'Departments' },
  EMPLOYEES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.EMPLOYEES', message: 'Employees and users' },
  CONTACTS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.CONTACTS', message: 'Contacts' },
  WORK_EQUIPMENT: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.WORK_EQUIPMENT', message: 'Work equipment' },
  STORAGES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.STORAGES', message: 'Storages' },
  COMPANY_INFORMATION: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.COMPANY_INFORMATION', message: 'Company information' },
  SUBSTANCES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.SUBSTANCES', message: 'Substances' },
  ACTIVITIES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.ACTIVITIES', message: 'Activities' },
  MEASURES: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.MEASURES', message: 'Measures' },
  RISKS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.RISKS', message: 'Risks' },
  RISK_ASSESSMENTS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.RISK_ASSESSMENTS', message: 'Risk assessments' },
  INSTRUCTIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.INSTRUCTIONS', message: 'Operating instructions' },
  TRANSPORT_DOCUMENTS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.TRANSPORT_DOCUMENTS', message: 'Transport documents' },
  SITE_INSPECTIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.SITE_INSPECTIONS', message: 'Site inspections' },
  LEARNING: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.LEARNING', message: 'Learning (courses)' },
  COMMISSIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.COMMISSIONS', message: 'Commissions' },
  QUALIFICATIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.QUALIFICATIONS', message: 'Qualifications' },
  INSTRUCTION_OVERVIEW: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.INSTRUCTION_OVERVIEW', message: 'Instruction overview' },
  MY_INSTRUCTIONS: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.MY_INSTRUCTIONS', message: 'My instructions' },
  ALL: /*i18n*/ { id: 'enum.ACCESS_RESOURCES.ALL', message: 'All resources' },
};
