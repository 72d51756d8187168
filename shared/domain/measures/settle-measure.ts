/**
 * What the server decides of a measure at commit (docs/domain/measures.md MEA-9, MEA-10;
 * docs/sync-spec.md D4): the day it was done and who checked its effectiveness when.
 */
import type { DocumentData } from '../../entities/entity';
import { jsonEqual } from '../../sync/equal';
import { approvalDay } from '../substances';
import { isIsoDay } from './calendar';
import { isDone } from './measure-status';

/** The committing employee (undefined for a user bound to none) and the commit time, ISO. */
export interface MeasureStamp {
  readonly employeeId: string | undefined;
  readonly at: string;
}

const CHECK_INPUTS = ['isEffective', 'effectivenessDescription'] as const;
const CHECK_STAMPS = ['effectivenessCheckedBy', 'effectivenessCheckedAt'] as const;

function withStamps(data: DocumentData, stamps: Partial<Record<(typeof CHECK_STAMPS)[number], unknown>>): DocumentData {
  const next: Record<string, unknown> = { ...data };
  for (const name of CHECK_STAMPS) {
    const value = stamps[name];
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}

/**
 * MEA-9: a done measure keeps the day it was done (`doneAt`), the commit's day when the device
 * sent none (the calendar day in Germany, as SUB-APR-5); a measure not done has neither that day nor a check date.
 * MEA-10: who checked the effectiveness and when are the committing employee and the commit
 * time, set when the result or its description changes and removed with the result; otherwise
 * they stay as stored, whatever a device sent.
 */
export function settleMeasure(
  previous: DocumentData | undefined,
  data: DocumentData,
  stamp: MeasureStamp,
): DocumentData {
  const next: Record<string, unknown> = { ...data };
  if (!isDone(next)) {
    delete next.doneAt;
    delete next.effectivenessCheckDueAt;
  } else if (!isIsoDay(next.doneAt)) {
    next.doneAt = approvalDay(stamp.at);
  }
  const checkChanged = CHECK_INPUTS.some((name) => !jsonEqual(previous?.[name], next[name]));
  if (!checkChanged) {
    return withStamps(next, {
      effectivenessCheckedBy: previous?.effectivenessCheckedBy,
      effectivenessCheckedAt: previous?.effectivenessCheckedAt,
    });
  }
  if (typeof next.isEffective !== 'boolean') return withStamps(next, {});
  return withStamps(next, { effectivenessCheckedBy: stamp.employeeId, effectivenessCheckedAt: stamp.at });
}
