/**
 * Which commissioned employees have a qualification that expires soon (docs/domain/commissions.md
 * COM-1, COM-2). Dates are ISO days (`2026-11-25`); "today" is passed in, never read from a clock.
 */
import type { DocumentData } from '../../entities/entity';
import { dueDate, isDueBy, isPastDue, windowEnd } from '../deadlines';

/** A commission as the look-up reads it. */
export interface CommissionDoc {
  readonly id: string;
  readonly data: DocumentData;
}

/** One commissioned employee whose qualification under one commission falls due. */
export interface QualificationDue {
  readonly employee: string;
  readonly commission: string;
  /** When they were commissioned (`commissionAt`), empty when the assignment has none. */
  readonly commissionAt: string;
  readonly dueAt: string;
  readonly pastDue: boolean;
}

function assignedEmployees(data: DocumentData): { readonly employee: string; readonly commissionAt: string }[] {
  const items = Array.isArray(data.assignments) ? data.assignments : [];
  const seen = new Map<string, string>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { employee, commissionAt } = item as DocumentData;
    if (typeof employee !== 'string' || employee === '') continue;
    const at = typeof commissionAt === 'string' ? commissionAt : '';
    // COM-1: an employee commissioned twice is listed once, with the latest commission day.
    if (!seen.has(employee) || at > (seen.get(employee) ?? '')) seen.set(employee, at);
  }
  return [...seen].map(([employee, commissionAt]) => ({ employee, commissionAt }));
}

/**
 * COM-1: the qualification of each employee commissioned under a commission that must be
 * renewed falls due on the commission's qualification date (DL-2). COM-2: listed when it falls
 * due within `days` days from `today`, past ones included and marked; earliest first, then by
 * commission and employee id for a stable order.
 */
export function qualificationsDue(
  commissions: readonly CommissionDoc[],
  today: string,
  days: number,
): QualificationDue[] {
  const until = windowEnd(today, days);
  return commissions
    .flatMap((commission) => {
      if (commission.data.qualificationRenewalRequired !== true) return [];
      const dueAt = dueDate('QUALIFICATION', commission.data);
      if (dueAt === undefined || !isDueBy(dueAt, until)) return [];
      return assignedEmployees(commission.data).map(({ employee, commissionAt }) => ({
        employee,
        commission: commission.id,
        commissionAt,
        dueAt,
        pastDue: isPastDue(dueAt, today),
      }));
    })
    .sort(
      (a, b) =>
        a.dueAt.localeCompare(b.dueAt) ||
        a.commission.localeCompare(b.commission) ||
        a.employee.localeCompare(b.employee),
    );
}
