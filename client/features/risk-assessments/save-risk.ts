import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { validateDocument } from '../../../shared/entities/derive/schema';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import type { ReplicaDb } from '../../sync/replica-db';
import { InvalidDocumentError, patchDocument, UnknownDocumentError } from '../../sync/write-api';
import { cleanRisk, type RiskItem, risksOf, withoutRisk, withRisk } from './risks';

/** The issue path prefix of the risk being edited: its inputs read `risk.name`. */
export const RISK_PREFIX = 'risk.';

function relative(issues: readonly ValidationIssue[], index: number): ValidationIssue[] {
  const own = `risks.${index}.`;
  return issues.map((issue) =>
    issue.path.startsWith(own) ? { ...issue, path: RISK_PREFIX + issue.path.slice(own.length) } : issue,
  );
}

async function current(db: ReplicaDb, id: string) {
  const doc = await db.view.get(id);
  if (!doc || doc.type !== riskAssessment.type) throw new UnknownDocumentError(`no risk assessment ${id}`);
  return doc;
}

/**
 * Saves one risk into its assessment through the replica's write API (offline too): checked by
 * the registry's rules first, then patched into the risks as they stand now (a sync may have
 * brought another device's risks meanwhile). Answers the issues, the risk's own under `risk.`.
 */
export async function saveRisk(db: ReplicaDb, assessmentId: string, risk: RiskItem): Promise<ValidationIssue[]> {
  const doc = await current(db, assessmentId);
  const clean = cleanRisk(risk);
  const next = withRisk(risksOf(doc.data), clean);
  const index = next.findIndex((item) => item.id === risk.id);
  const checked = validateDocument(riskAssessment, { ...doc.data, risks: next });
  if (!checked.ok) return relative(checked.issues, index);
  try {
    await patchDocument(db, riskAssessment.type, assessmentId, { risks: next });
    return [];
  } catch (error) {
    if (error instanceof InvalidDocumentError) return relative(error.issues, index);
    throw error;
  }
}

/** Removes a risk from its assessment; its measures stay in the measures list with the assessment as origin. */
export async function removeRisk(db: ReplicaDb, assessmentId: string, riskId: string): Promise<void> {
  const next = withoutRisk(risksOf((await current(db, assessmentId)).data), riskId);
  await patchDocument(db, riskAssessment.type, assessmentId, { risks: next.length > 0 ? next : null });
}
