/**
 * Where each kind of document with a due date keeps it (docs/domain/deadlines.md DL-1, DL-2),
 * read from its data as stored. Dates are ISO days (`2026-11-25`).
 */
import type { DocumentData } from '../../entities/entity';
import type { DocumentType } from '../../enums/entity-types';

/** A kind of due date: a document type's own date, or a commission's qualifications. */
export type DueKind = 'INSPECTION' | 'MAINTENANCE' | 'PERMIT' | 'QUALIFICATION' | 'RISK_ASSESSMENT';

/** The document type a kind of due date belongs to, and the field that holds it. */
interface DueDateSource {
  readonly type: DocumentType;
  readonly field: string;
}

/** DL-1, DL-2: the type and field of each kind of due date (domain.md §3). */
export const DUE_DATE_SOURCES: Readonly<Record<DueKind, DueDateSource>> = {
  INSPECTION: { type: 'INSPECTION', field: 'nextInspectionAt' },
  MAINTENANCE: { type: 'MAINTENANCE', field: 'nextMaintenanceAt' },
  PERMIT: { type: 'PERMIT', field: 'limitedUntil' },
  QUALIFICATION: { type: 'COMMISSION', field: 'qualifications' },
  RISK_ASSESSMENT: { type: 'RISK_ASSESSMENT', field: 'nextRevisionAt' },
};

function day(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isRecord(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null;
}

/** DL-2: a commission's qualifications fall due on the latest renewal date among them. */
function nextQualification(commission: DocumentData): string | undefined {
  const items = Array.isArray(commission.qualifications) ? commission.qualifications : [];
  return items
    .flatMap((item: unknown) => {
      const date = isRecord(item) ? day(item.nextQualificationAt) : undefined;
      return date === undefined ? [] : [date];
    })
    .sort()
    .at(-1);
}

/** DL-1, DL-2: the due date of a document of the kind's type, or undefined when it has none. */
export function dueDate(kind: DueKind, data: DocumentData): string | undefined {
  return kind === 'QUALIFICATION' ? nextQualification(data) : day(data[DUE_DATE_SOURCES[kind].field]);
}
