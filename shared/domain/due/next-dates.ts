/**
 * The next dates the server derives from a last date and an interval in months
 * (docs/domain/deadlines.md DL-5 … DL-7), on ISO days with the month step of measures (MEA-8).
 */
import type { DocumentData } from '../../entities/entity';
import { addMonths, isIsoDay } from '../measures';

function months(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** DL-5: the day `interval` months after `last` (MEA-8), or undefined when either is missing or no day. */
export function nextAfter(last: unknown, interval: unknown): string | undefined {
  const step = months(interval);
  return isIsoDay(last) && step !== undefined ? addMonths(last, step) : undefined;
}

/** DL-5: an inspection's next inspection, from its last one and its interval. */
export function nextInspection(data: DocumentData): { nextInspectionAt: string | undefined } {
  return { nextInspectionAt: nextAfter(data.lastInspectionAt, data.inspectionInterval) };
}

/** DL-6: a maintenance's next maintenance, from its last one and its interval. */
export function nextMaintenance(data: DocumentData): { nextMaintenanceAt: string | undefined } {
  return { nextMaintenanceAt: nextAfter(data.lastMaintenanceAt, data.maintenanceInterval) };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * DL-7: each qualification of a commission whose qualification must be renewed falls due the
 * commission's interval after the day it was gained; without renewal, or without an interval,
 * no qualification has a renewal date. A commission without a list of qualifications is left as it is.
 */
export function nextQualifications(data: DocumentData): { qualifications?: unknown[] } {
  if (!Array.isArray(data.qualifications)) return {};
  const interval = data.qualificationRenewalRequired === true ? data.qualificationIntervalInMonths : undefined;
  return {
    qualifications: data.qualifications.map((item: unknown) => {
      if (!isRecord(item)) return item;
      const { nextQualificationAt: _typed, ...rest } = item;
      const next = nextAfter(item.qualificationAt, interval);
      return next === undefined ? rest : { ...rest, nextQualificationAt: next };
    }),
  };
}
