/**
 * The measures of a risk and the open measures of an assessment (docs/domain/risk-assessments.md
 * RA-10, RA-11; decision 0037): a measure document belongs to a risk when its origin is the
 * assessment and its `originRisk` the risk's id; its state lives in that document only.
 */
import { byDeadline, isOpen } from '../measures';
import { byStop } from './stop';

/** A measure document as these rules read it. */
export interface MeasureDoc {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
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
 * naming it as origin, of a risk or of the assessment as a whole, that are open (MEA-2). A
 * measure the device does not hold (outside the reader's scope) is not counted.
 */
export function openMeasureCount(assessmentId: string, measures: readonly MeasureDoc[]): number {
  return measures.filter((measure) => measure.data.origin === assessmentId && isOpen(measure.data)).length;
}
