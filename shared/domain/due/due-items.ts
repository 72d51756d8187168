/**
 * Everything that falls due across the modules, from the documents a reader holds
 * (docs/domain/deadlines.md DL-8 … DL-10): the due view, the calendar feed and the reminders
 * list the same items. Dates are ISO days; "today" is passed in.
 */
import type { DocumentData } from '../../entities/entity';
import type { DocumentType } from '../../enums/entity-types';
import { DUE_DATE_SOURCES, type DueKind, dueDate, isDueBy, isPastDue } from '../deadlines';
import { addMonths, effectivenessCheckDue, effectivenessState, isIsoDay, isOpen } from '../measures';
import {
  latestReviews,
  newestSafetyDataSheetDate,
  REGISTER_SOURCE_TYPES,
  registerRows,
  registerSources,
  reviewStatus,
} from '../substances';

/**
 * What falls due: a document's own date (DL-1, DL-2), an instruction's revision, a measure, its
 * check, a sheet, a register, a training's sessions.
 */
export type DueItemKind =
  | DueKind
  | 'INSTRUCTION_REVISION'
  | 'MEASURE'
  | 'EFFECTIVENESS_CHECK'
  | 'SAFETY_DATA_SHEET'
  | 'REGISTER_REVIEW'
  | 'TRAINING';

export const DUE_ITEM_KINDS: readonly DueItemKind[] = [
  'INSPECTION',
  'MAINTENANCE',
  'QUALIFICATION',
  'PERMIT',
  'RISK_ASSESSMENT',
  'INSTRUCTION_REVISION',
  'MEASURE',
  'EFFECTIVENESS_CHECK',
  'SAFETY_DATA_SHEET',
  'REGISTER_REVIEW',
  'TRAINING',
];

/** A document as the due list reads it. */
export interface DueSource {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

/** One thing due on one day. */
export interface DueItem {
  /**
   * Stable over days and devices: the kind and the document (a register review: the location; a
   * training: the instruction and the due day of its sessions).
   */
  readonly key: string;
  readonly kind: DueItemKind;
  /** The document to open: a location for a register review. */
  readonly id: string;
  readonly type: DocumentType;
  readonly due: string;
  /** DL-4: the due day lies before today; a register never reviewed is overdue too (DL-9). */
  readonly overdue: boolean;
  /** DL-9: a register never reviewed has no due day of its own; `due` is then today. */
  readonly never?: true;
  /** DL-10: the employees whose responsibility it is. */
  readonly responsible: readonly string[];
}

const INSTRUCTION_TYPES = ['SUBSTANCE_INSTRUCTION', 'WORK_EQUIPMENT_INSTRUCTION'];

/** The document types the due list reads. */
export const DUE_SOURCE_TYPES: readonly DocumentType[] = [
  ...new Set<DocumentType>([
    ...Object.values(DUE_DATE_SOURCES).map((source) => source.type),
    'SUBSTANCE_INSTRUCTION',
    'WORK_EQUIPMENT_INSTRUCTION',
    'MEASURE',
    'SUBSTANCE_REGISTER_REVIEW',
    'INSTRUCTION',
    ...REGISTER_SOURCE_TYPES,
  ]),
];

function ids(value: unknown): string[] {
  if (typeof value === 'string' && value !== '') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** DL-10: a commission's qualifications are the commissioned employees' to renew. */
function commissioned(data: DocumentData): string[] {
  const assignments = Array.isArray(data.assignments) ? data.assignments : [];
  return [...new Set(assignments.flatMap((item: unknown) => (isRecord(item) ? ids(item.employee) : [])))];
}

/** DL-8: the kinds a document of each type brings, with their due day. */
function documentDues(doc: DueSource, byId: ReadonlyMap<string, DueSource>, today: string) {
  const dues: { kind: DueItemKind; due: string | undefined; responsible: string[] }[] = [];
  const responsible = ids(doc.data.responsible);
  for (const [kind, source] of Object.entries(DUE_DATE_SOURCES) as [DueKind, { type: string }][]) {
    if (source.type !== doc.type) continue;
    if (kind === 'QUALIFICATION')
      dues.push({ kind, due: dueDate(kind, doc.data), responsible: commissioned(doc.data) });
    else if (kind === 'PERMIT') {
      // A permit names no responsible: the storage or equipment it belongs to does.
      const holder = ids(doc.data.storageOrWorkEquipment).flatMap((id) => ids(byId.get(id)?.data.responsible));
      dues.push({ kind, due: dueDate(kind, doc.data), responsible: holder });
    } else dues.push({ kind, due: dueDate(kind, doc.data), responsible });
  }
  if (INSTRUCTION_TYPES.includes(doc.type)) {
    const due = typeof doc.data.nextRevisionAt === 'string' ? doc.data.nextRevisionAt : undefined;
    dues.push({ kind: 'INSTRUCTION_REVISION', due, responsible });
  }
  if (doc.type === 'MEASURE') {
    const deadline = typeof doc.data.deadlineAt === 'string' ? doc.data.deadlineAt : undefined;
    if (isOpen(doc.data)) dues.push({ kind: 'MEASURE', due: deadline, responsible });
    const state = effectivenessState(doc.data, today);
    if (state === 'pending' || state === 'overdue') {
      dues.push({ kind: 'EFFECTIVENESS_CHECK', due: effectivenessCheckDue(doc.data), responsible });
    }
  }
  if (doc.type === 'SUBSTANCE') {
    const newest = newestSafetyDataSheetDate(doc.data.safetyDataSheetFiles);
    dues.push({ kind: 'SAFETY_DATA_SHEET', due: newest && addMonths(newest, 24), responsible: [] });
  }
  return dues;
}

/**
 * DL-15: a training falls due per due day of its sessions as the server stored them
 * (`sessionDueDates`, TRN-4), in the responsibility of the participants due that day.
 */
function trainingDues(doc: DueSource, today: string): DueItem[] {
  if (doc.type !== 'INSTRUCTION' || !Array.isArray(doc.data.sessionDueDates)) return [];
  const byDay = new Map<string, string[]>();
  for (const entry of doc.data.sessionDueDates) {
    if (!isRecord(entry) || !isIsoDay(entry.dueDate)) continue;
    byDay.set(entry.dueDate, [...(byDay.get(entry.dueDate) ?? []), ...ids(entry.employee)]);
  }
  return [...byDay].map(([due, employees]) => ({
    key: `TRAINING:${doc.id}:${due}`,
    kind: 'TRAINING' as const,
    id: doc.id,
    type: 'INSTRUCTION' as const,
    due,
    overdue: isPastDue(due, today),
    responsible: [...new Set(employees)].sort(),
  }));
}

/**
 * DL-9: the register of each location listing hazardous substances falls due a year after its
 * last review; one never reviewed is overdue from today, without a due day of its own.
 */
function registerDues(docs: readonly DueSource[], today: string): DueItem[] {
  const sources = registerSources(docs);
  const latest = latestReviews(docs.filter((doc) => doc.type === 'SUBSTANCE_REGISTER_REVIEW'));
  const locations = [...new Set(registerRows(sources).flatMap((row) => row.locations))].sort();
  return locations.map((location): DueItem => {
    const status = reviewStatus(latest.get(location), today);
    const item = { key: `REGISTER_REVIEW:${location}`, kind: 'REGISTER_REVIEW' as const, id: location };
    const located = { ...item, type: 'LOCATION' as const, responsible: [] };
    return status.state === 'never'
      ? { ...located, due: today, overdue: true, never: true }
      : { ...located, due: status.dueOn, overdue: isPastDue(status.dueOn, today) };
  });
}

/**
 * DL-8: everything due on or before `until` (overdue included) among the documents, earliest
 * first, then by kind and id; deleted documents are not passed in.
 */
export function dueItems(docs: readonly DueSource[], today: string, until: string): DueItem[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const items: DueItem[] = docs.flatMap((doc) =>
    documentDues(doc, byId, today).flatMap(({ kind, due, responsible }) =>
      isIsoDay(due) && isDueBy(due, until)
        ? [
            {
              key: `${kind}:${doc.id}`,
              kind,
              id: doc.id,
              type: doc.type as DocumentType,
              due,
              overdue: isPastDue(due, today),
              responsible,
            },
          ]
        : [],
    ),
  );
  items.push(...docs.flatMap((doc) => trainingDues(doc, today)).filter((item) => isDueBy(item.due, until)));
  items.push(...registerDues(docs, today).filter((item) => isDueBy(item.due, until)));
  return items.sort((a, b) => a.due.localeCompare(b.due) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}

/** DL-11: the Monday of the ISO week a day falls in, the key of the due view's groups. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const shift = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - shift * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
