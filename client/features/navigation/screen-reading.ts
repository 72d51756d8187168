import { type Grant, grantsAnywhere } from '../../../shared/access/grants';
import type { AccessResource } from '../../../shared/enums/access';
import type { ScreenKey } from '../screens';

/**
 * The access resources whose READ opens a screen (decision 0060): the resource of the entity it
 * lists, and for the trainings also MY_INSTRUCTIONS. Empty: the screen is everyone's (the
 * dashboard, the due view), it shows only what the device holds for the user.
 */
const SCREEN_READ: Readonly<Record<ScreenKey, readonly AccessResource[]>> = {
  dashboard: [],
  due: [],
  locations: ['LOCATIONS', 'DEPARTMENTS'],
  departments: ['DEPARTMENTS'],
  contacts: ['CONTACTS'],
  workEquipments: ['WORK_EQUIPMENT'],
  storages: ['STORAGES'],
  files: ['COMPANY_INFORMATION'],
  employees: ['EMPLOYEES'],
  accessRoles: ['ROLES'],
  substances: ['SUBSTANCES'],
  hazardousSubstances: ['SUBSTANCES'],
  activities: ['ACTIVITIES'],
  riskAssessments: ['RISK_ASSESSMENTS'],
  workEquipmentInstructions: ['INSTRUCTIONS'],
  substanceInstructions: ['INSTRUCTIONS'],
  regulationReports: ['REPORTS'],
  regulationCustomers: ['REGULATIONS'],
  regulations: ['REGULATIONS'],
  individualRegulations: ['REGULATIONS'],
  inspections: ['INSPECTIONS'],
  maintenances: ['MAINTENANCE'],
  permits: ['PERMITS'],
  conditions: ['CONDITIONS'],
  transportDrafts: ['TRANSPORT_DOCUMENTS'],
  transportDocuments: ['TRANSPORT_DOCUMENTS'],
  organizationInstructions: ['INSTRUCTION_OVERVIEW'],
  userInstructions: ['INSTRUCTION_OVERVIEW', 'MY_INSTRUCTIONS'],
  instruction: ['INSTRUCTION_OVERVIEW', 'MY_INSTRUCTIONS'],
  siteInspections: ['SITE_INSPECTIONS'],
  commissions: ['COMMISSIONS'],
  measures: ['MEASURES'],
  recurringMeasures: ['MEASURES'],
  incidentsWithoutReport: ['INCIDENT_TYPES'],
};

/** The resources whose READ opens the screen; empty for the screens open to everyone. */
export function screenReadResources(screen: ScreenKey): readonly AccessResource[] {
  return SCREEN_READ[screen];
}

/**
 * Whether the signed-in user may read anything on the screen: some role grants READ on one of its
 * resources somewhere. Unknown grants (an older cached profile) open everything; the server decides.
 */
export function screenReadable(screen: ScreenKey, grants: readonly Grant[] | undefined): boolean {
  const resources = SCREEN_READ[screen];
  return resources.length === 0 || resources.some((resource) => grantsAnywhere(grants, 'READ', resource));
}
