/** Commissions (docs/domain/commissions.md): whose qualification expires soon. */
export { type CommissionDoc, type QualificationDue, qualificationsDue } from './qualifications-due';
