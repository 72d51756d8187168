/**
 * Compliance (docs/domain/compliance.md): which substances and activities lack a risk
 * assessment, an operating instruction or an EMKG rating, and the dashboard's findings.
 */
export type { ComplianceDocument } from './compliance-document';
export { type DashboardReason, dashboardFindings, type Finding } from './dashboard-findings';
export { COVERING_TYPE, lackingDocument, type MissingDocument } from './document-coverage';
