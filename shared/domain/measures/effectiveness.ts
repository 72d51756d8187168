/**
 * The effectiveness check of a done measure (docs/domain/measures.md MEA-6, MEA-7; decision
 * 0032). Dates are ISO days; "today" is passed in, never read from a clock.
 */
import type { DocumentData } from '../../entities/entity';
import { addDays, isIsoDay } from './calendar';
import { isDone } from './measure-status';

/** MEA-6: a done measure's effectiveness is checked this many weeks after it was done, unless its own date says otherwise. */
export const EFFECTIVENESS_CHECK_WEEKS = 4;

/** Where the effectiveness check of a measure stands on a day. */
export type EffectivenessState = 'notDone' | 'pending' | 'overdue' | 'effective' | 'notEffective';

/**
 * MEA-6: the day the effectiveness check of a done measure is due: its own check date when it
 * has one, otherwise four weeks after the day it was done; undefined for an open measure or a
 * done one whose day is unknown.
 */
export function effectivenessCheckDue(measure: DocumentData): string | undefined {
  if (!isDone(measure)) return undefined;
  if (isIsoDay(measure.effectivenessCheckDueAt)) return measure.effectivenessCheckDueAt;
  return isIsoDay(measure.doneAt) ? addDays(measure.doneAt, EFFECTIVENESS_CHECK_WEEKS * 7) : undefined;
}

/** MEA-6: the check date a measure done on `doneAt` starts with. */
export function defaultEffectivenessCheckDue(doneAt: string): string {
  return addDays(doneAt, EFFECTIVENESS_CHECK_WEEKS * 7);
}

/**
 * MEA-7: an open measure is not checked (notDone); a done one is effective or not effective once
 * the check is recorded (`isEffective`), otherwise the check is pending, and overdue once its due
 * day (MEA-6) lies before today.
 */
export function effectivenessState(measure: DocumentData, today: string): EffectivenessState {
  if (!isDone(measure)) return 'notDone';
  if (measure.isEffective === true) return 'effective';
  if (measure.isEffective === false) return 'notEffective';
  const due = effectivenessCheckDue(measure);
  return due !== undefined && due < today ? 'overdue' : 'pending';
}
