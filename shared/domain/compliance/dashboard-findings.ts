/** The dashboard's missing-document findings and their reasons (docs/domain/compliance.md CMP-4). */
import type { DASHBOARD_REASONS } from '../../enums/catalogs';
import { type ComplianceCheck, complianceChecks } from './compliance-checks';
import type { ComplianceDocument } from './compliance-document';

/** Why a document is on the dashboard's table (domain.md §4). */
export type DashboardReason = (typeof DASHBOARD_REASONS)[number];

/** One row of the dashboard's table: its reason, and the document's type and id (the caller names it). */
export interface Finding {
  readonly reason: DashboardReason;
  readonly type: string;
  readonly id: string;
}

/** CMP-4: the findings of these checks: those not met. */
export function findingsOf(checks: readonly ComplianceCheck[]): Finding[] {
  return checks.filter((check) => !check.met).map(({ reason, type, id }) => ({ reason, type, id }));
}

/**
 * CMP-4: the findings among the documents on `today` (an ISO day), in the order of the reasons:
 * OVERDUE_MEASURE for each overdue measure (MEA-3), MISSING_EMKG for each activity lacking an
 * EMKG rating (CMP-3), MISSING_RISK_ASSESSMENT (CMP-1) and MISSING_OPERATING_INSTRUCTION (CMP-2)
 * for each substance and activity lacking one: the checks of CMP-5 not met. Deleted documents
 * are left out.
 */
export function dashboardFindings(documents: readonly ComplianceDocument[], today: string): Finding[] {
  return findingsOf(complianceChecks(documents, today));
}
