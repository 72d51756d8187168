import { measureNeedsReason, PERSONAL_REASON_RULE } from '../../../shared/domain/risk-assessments';
import type { SaveCheck } from '../screens';

/**
 * RA-7 on the device, before a measure is saved in the generic form: a measure made personal, or
 * moved to a risk, that leaves its risk with only personal measures and no reason is refused on
 * its type, as the server would refuse it at sync (`measureReasonIssues`).
 */
export const personalReasonCheck: SaveCheck = async (db, doc) => {
  const { origin } = doc.data;
  if (typeof origin !== 'string' || typeof doc.data.originRisk !== 'string') return [];
  const assessment = await db.view.get(origin);
  if (assessment?.type !== 'RISK_ASSESSMENT') return [];
  const naming = await db.view.where('refs').equals(origin).toArray();
  const measures = naming.filter((found) => found.type === 'MEASURE');
  return measureNeedsReason(doc, assessment.data.risks, measures)
    ? [{ path: 'measureType', message: PERSONAL_REASON_RULE.id }]
    : [];
};
