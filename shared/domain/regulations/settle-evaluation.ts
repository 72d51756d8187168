import type { DocumentData } from '../../entities/entity';
import { jsonEqual } from '../../sync/equal';

/** The committing employee (undefined for a user bound to none) and the commit time, ISO. */
export interface EvaluationStamp {
  readonly employeeId: string | undefined;
  readonly at: string;
}

/** What an evaluator decides; a change of any of them is a new evaluation (RGL-11). */
const EVALUATION_INPUTS = ['applicability', 'fulfilment', 'evidence', 'evidenceFiles'] as const;

/**
 * RGL-11: who evaluated and when are the committing employee and the commit time, set whenever
 * the applicability, the fulfilment or the evidence change; otherwise they stay as stored,
 * whatever a device sent. RGL-12: an obligation that does not apply is neither fulfilled nor not.
 */
export function settleEvaluation(
  previous: DocumentData | undefined,
  data: DocumentData,
  stamp: EvaluationStamp,
): DocumentData {
  const next: Record<string, unknown> = { ...data };
  if (next.applicability === 'DOES_NOT_APPLY') delete next.fulfilment;
  const changed = EVALUATION_INPUTS.some((name) => !jsonEqual(previous?.[name], next[name]));
  const by = changed ? stamp.employeeId : previous?.evaluatedBy;
  const at = changed ? stamp.at : previous?.evaluatedAt;
  if (by === undefined) delete next.evaluatedBy;
  else next.evaluatedBy = by;
  if (at === undefined) delete next.evaluatedAt;
  else next.evaluatedAt = at;
  return next;
}
