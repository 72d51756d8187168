/**
 * Regulations across tenants (docs/domain/regulations.md): what a manager's customer receives
 * of a published regulation, and what the server settles of a customer's compliance evaluation.
 */
export { attachmentHashes, customerCopy, regulationCustomers } from './customer-copy';
export { type RegulationItem, regulationItemOf } from './regulation-item';
export {
  type CustomerRegulation,
  type ReportEntry,
  type ReportSpan,
  reportEntries,
  reportSpanOf,
  settleReport,
  storedEntries,
} from './report-entries';
export { type EvaluationStamp, settleEvaluation } from './settle-evaluation';
