import {
  measureNeedsReason,
  missingPersonalReasons,
  PERSONAL_REASON_RULE,
} from '../../../shared/domain/risk-assessments';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import type { RejectionIssue } from '../../../shared/sync/protocol';
import type { HookContext, SettleInput } from '../../sync/commit-hooks';
import { readDocument } from '../../sync/write-document';
import { measuresOf } from './open-measure-hooks';

const issue = (path: string): RejectionIssue => ({ path, message: PERSONAL_REASON_RULE.id });

/**
 * RA-7 at a device's save of an assessment: the risks it adds or changes that have only personal
 * measures need their reason. The system (demo data) writes as given.
 */
export async function assessmentReasonIssues(
  ctx: HookContext,
  { id, data, previous }: SettleInput,
): Promise<readonly RejectionIssue[]> {
  if (ctx.userId === null) return [];
  const measures = await measuresOf(ctx.tx, ctx.tenant.id, id);
  return missingPersonalReasons(id, data.risks, previous?.risks, measures).map(issue);
}

/**
 * RA-7 at a device's save of a measure: a new personal measure of a risk, or one made personal or
 * moved to a risk, that leaves the risk with only personal measures needs the risk's reason first.
 */
export async function measureReasonIssues(
  ctx: HookContext,
  { id, data }: SettleInput,
): Promise<readonly RejectionIssue[]> {
  if (ctx.userId === null || typeof data.origin !== 'string' || typeof data.originRisk !== 'string') return [];
  const assessment = await readDocument(ctx.tx, ctx.tenant.id, data.origin);
  if (!assessment || assessment.deleted || assessment.type !== riskAssessment.type) return [];
  const measures = await measuresOf(ctx.tx, ctx.tenant.id, data.origin);
  return measureNeedsReason({ id, data }, assessment.data.risks, measures) ? [issue('measureType')] : [];
}
