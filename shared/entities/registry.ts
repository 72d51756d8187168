import type { DocumentType } from '../enums/entity-types';
import { accessRole } from './access-role';
import { activity } from './activity';
import { comment } from './comment';
import { commission } from './commission';
import { companySettingsEntity } from './company-settings';
import { complianceScoreRecord } from './compliance-score';
import { condition } from './condition';
import { contact } from './contact';
import { department } from './department';
import { employee } from './employee';
import type { EntityDefinition } from './entity';
import { file } from './file';
import { incidentWithoutReport } from './incident-without-report';
import { individualRegulation } from './individual-regulation';
import { inspection } from './inspection';
import { instruction } from './instruction';
import { location } from './location';
import { maintenance } from './maintenance';
import { measure } from './measure';
import { notification } from './notification';
import { permit } from './permit';
import { recurringMeasure } from './recurring-measure';
import { regulation } from './regulation';
import { regulationEvaluation } from './regulation-evaluation';
import { regulationReport } from './regulation-report';
import { riskAssessment } from './risk-assessment';
import { siteInspection } from './site-inspection';
import { storage } from './storage';
import { substance } from './substance';
import { substanceInstruction } from './substance-instruction';
import { substanceRegisterReview } from './substance-register-review';
import { transportDocument } from './transport-document';
import { transportDraft } from './transport-draft';
import { workEquipment } from './work-equipment';
import { workEquipmentInstruction } from './work-equipment-instruction';

/** The tenant's company settings; its rule looks up the entities it hides fields of. */
export const companySettings = companySettingsEntity((type) => entityFor(type));

/** Every entity of the registry, in the order of domain.md §3; the one place that lists them all. */
export const ENTITY_LIST: readonly EntityDefinition[] = [
  employee,
  location,
  department,
  contact,
  workEquipment,
  storage,
  inspection,
  maintenance,
  measure,
  recurringMeasure,
  permit,
  condition,
  regulation,
  individualRegulation,
  regulationEvaluation,
  regulationReport,
  riskAssessment,
  substance,
  substanceRegisterReview,
  activity,
  substanceInstruction,
  workEquipmentInstruction,
  accessRole,
  instruction,
  file,
  incidentWithoutReport,
  siteInspection,
  commission,
  transportDraft,
  transportDocument,
  comment,
  notification,
  companySettings,
  complianceScoreRecord,
];

export const ENTITIES: Readonly<Partial<Record<DocumentType, EntityDefinition>>> = Object.fromEntries(
  ENTITY_LIST.map((entity) => [entity.type, entity]),
);

export function entityFor(type: string): EntityDefinition | undefined {
  return Object.hasOwn(ENTITIES, type) ? ENTITIES[type as DocumentType] : undefined;
}
