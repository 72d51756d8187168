/** The dashboard's missing-document findings and their reasons (docs/domain/compliance.md CMP-4). */
import type { DASHBOARD_REASONS } from '../../enums/catalogs';
import { isOverdue } from '../measures';
import { type ComplianceDocument, referencedIds } from './compliance-document';
import { lackingDocument } from './document-coverage';
import { lacksEmkgRating } from './emkg-inputs';

/** Why a document is on the dashboard's table (domain.md §4). */
export type DashboardReason = (typeof DASHBOARD_REASONS)[number];

/** One row of the dashboard's table: its reason, and the document's type and id (the caller names it). */
export interface Finding {
  readonly reason: DashboardReason;
  readonly type: string;
  readonly id: string;
}

const finding =
  (reason: DashboardReason) =>
  (doc: ComplianceDocument): Finding => ({ reason, type: doc.type, id: doc.id });

/**
 * CMP-4: the findings among the documents on `today` (an ISO day), in the order of the reasons:
 * OVERDUE_MEASURE for each overdue measure (MEA-3), MISSING_EMKG for each activity lacking an
 * EMKG rating (CMP-3), MISSING_RISK_ASSESSMENT (CMP-1) and MISSING_OPERATING_INSTRUCTION (CMP-2)
 * for each substance and activity lacking one. Deleted documents are left out.
 */
export function dashboardFindings(documents: readonly ComplianceDocument[], today: string): Finding[] {
  const present = documents.filter((doc) => doc.deleted !== true);
  const substances = new Map(present.filter((doc) => doc.type === 'SUBSTANCE').map((doc) => [doc.id, doc.data]));
  const substanceOf = (activity: ComplianceDocument) =>
    referencedIds(activity.data.substance)
      .map((id) => substances.get(id))
      .find((data) => data !== undefined);
  return [
    ...present.filter((doc) => doc.type === 'MEASURE' && isOverdue(doc.data, today)).map(finding('OVERDUE_MEASURE')),
    ...present
      .filter((doc) => doc.type === 'ACTIVITY' && lacksEmkgRating(doc.data, substanceOf(doc)))
      .map(finding('MISSING_EMKG')),
    ...lackingDocument('RISK_ASSESSMENT', present, present).map(finding('MISSING_RISK_ASSESSMENT')),
    ...lackingDocument('OPERATING_INSTRUCTION', present, present).map(finding('MISSING_OPERATING_INSTRUCTION')),
  ];
}
