/**
 * The duties the compliance score weighs (docs/domain/compliance.md CMP-5): one check per
 * document and dashboard reason, met or not, with its weight by risk. The dashboard's findings
 * (CMP-4) are the checks not met, so every point of the score names its document.
 */
import type { DocumentData } from '../../entities/entity';
import { DASHBOARD_REASONS } from '../../enums/catalogs';
import { EMKG_LEVEL_FIELDS } from '../activities';
import { isOverdue } from '../measures';
import { isHazardousSubstance } from '../substances';
import { type ComplianceDocument, referencedIds } from './compliance-document';
import type { DashboardReason } from './dashboard-findings';
import { lackingDocument } from './document-coverage';
import { lacksEmkgRating } from './emkg-inputs';

/** One duty of one document: whether it is met, and how much it weighs (CMP-5). */
export interface ComplianceCheck {
  readonly reason: DashboardReason;
  readonly type: string;
  readonly id: string;
  readonly met: boolean;
  readonly weight: number;
}

/** CMP-5: a hazardous substance (SUB-1) weighs 3, any other 1. */
export const HAZARDOUS_WEIGHT = 3;
/** CMP-5: an activity rated M3 or M4 in some EMKG module weighs 1 more than its substance. */
const HIGH_LEVELS: ReadonlySet<unknown> = new Set(['M3', 'M4']);
/** CMP-5: a measure weighs 2. */
export const MEASURE_WEIGHT = 2;

function substanceWeight(substance: DocumentData | undefined): number {
  return substance === undefined || isHazardousSubstance(substance) ? HAZARDOUS_WEIGHT : 1;
}

function activityWeight(activity: DocumentData, substance: DocumentData | undefined): number {
  const high = Object.values(EMKG_LEVEL_FIELDS).some((field) => HIGH_LEVELS.has(activity[field]));
  return substanceWeight(substance) + (high ? 1 : 0);
}

/**
 * CMP-5: the checks of the documents on `today` (an ISO day), in the order of the reasons
 * (`DASHBOARD_REASONS`), each reason's checks in the documents' order: OVERDUE_MEASURE for each
 * measure (met when not overdue, MEA-3), MISSING_EMKG for each activity (CMP-3),
 * MISSING_RISK_ASSESSMENT (CMP-1) and MISSING_OPERATING_INSTRUCTION (CMP-2) for each substance
 * and activity. Deleted documents have none.
 */
export function complianceChecks(documents: readonly ComplianceDocument[], today: string): ComplianceCheck[] {
  const present = documents.filter((doc) => doc.deleted !== true);
  const substances = new Map<string, DocumentData>();
  for (const doc of present) if (doc.type === 'SUBSTANCE') substances.set(doc.id, doc.data);
  const substanceOf = (activity: ComplianceDocument) => {
    for (const id of referencedIds(activity.data.substance)) {
      const found = substances.get(id);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const weightOf = (doc: ComplianceDocument) =>
    doc.type === 'SUBSTANCE' ? substanceWeight(doc.data) : activityWeight(doc.data, substanceOf(doc));
  const lackingRisk = new Set(lackingDocument('RISK_ASSESSMENT', present, present).map((doc) => doc.id));
  const lackingInstruction = new Set(lackingDocument('OPERATING_INSTRUCTION', present, present).map((doc) => doc.id));
  const byReason = new Map<DashboardReason, ComplianceCheck[]>(DASHBOARD_REASONS.map((reason) => [reason, []]));
  const add = (reason: DashboardReason, doc: ComplianceDocument, met: boolean, weight: number) =>
    byReason.get(reason)?.push({ reason, type: doc.type, id: doc.id, met, weight });
  for (const doc of present) {
    if (doc.type === 'MEASURE') add('OVERDUE_MEASURE', doc, !isOverdue(doc.data, today), MEASURE_WEIGHT);
    if (doc.type === 'ACTIVITY') add('MISSING_EMKG', doc, !lacksEmkgRating(doc.data, substanceOf(doc)), weightOf(doc));
    if (doc.type === 'SUBSTANCE' || doc.type === 'ACTIVITY') {
      const weight = weightOf(doc);
      add('MISSING_RISK_ASSESSMENT', doc, !lackingRisk.has(doc.id), weight);
      add('MISSING_OPERATING_INSTRUCTION', doc, !lackingInstruction.has(doc.id), weight);
    }
  }
  return [...byReason.values()].flat();
}
