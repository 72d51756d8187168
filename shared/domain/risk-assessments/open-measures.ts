/**
 * The measures of a risk and the open measures of an assessment (docs/domain/risk-assessments.md
 * RA-10, RA-11; decision 0037): a measure document belongs to a risk when its origin is the
 * assessment and its `originRisk` the risk's id; its state lives in that document only.
 */
import { byDeadline, isOpen } from '../measures';
import { byStop } from './stop';

/** A measure document as these rules read it; `pending` when the device holds unsent edits of it. */
export interface MeasureDoc {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly pending?: boolean;
}

/** RA-10: the measures of one risk of an assessment, in STOP order (RA-6), earliest deadline first within a type. */
export function measuresOfRisk<T extends MeasureDoc>(
  assessmentId: string,
  riskId: string,
  measures: readonly T[],
): T[] {
  const own = measures.filter((measure) => measure.data.origin === assessmentId && measure.data.originRisk === riskId);
  const byDay = [...own].sort((a, b) => byDeadline(a.data, b.data));
  return byStop(byDay, (measure) => measure.data.measureType);
}

/**
 * RA-11: the open measures of an assessment (`undoneNewMeasureCount`): the measure documents
 * naming it as origin, of one of its risks or of the assessment as a whole, that are open
 * (MEA-2). The server counts them among all the tenant's measures at every commit of the
 * assessment or of such a measure.
 */
export function openMeasureCount(assessmentId: string, measures: readonly MeasureDoc[]): number {
  return measures.filter((measure) => measure.data.origin === assessmentId && isOpen(measure.data)).length;
}

/**
 * RA-11: the open measures a device shows and prints: the server's count as stored; the device's
 * own count among the measures it holds while it holds unsent edits of one of the assessment's
 * measures (offline, a measure done here counts at once), or before the server has counted.
 */
export function shownOpenMeasureCount(assessmentId: string, stored: unknown, measures: readonly MeasureDoc[]): number {
  const own = measures.filter((measure) => measure.data.origin === assessmentId);
  const counted = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0;
  return counted && !own.some((measure) => measure.pending === true) ? stored : openMeasureCount(assessmentId, own);
}
