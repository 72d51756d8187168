/**
 * The measures a recurring measure generates (docs/domain/measures.md MEA-11 … MEA-13): one open
 * occurrence at a time, each with an id that follows from the recurring measure and its deadline.
 */
import type { DocumentData } from '../../entities/entity';
import { addMonths, isIsoDay } from './calendar';
import { isOpen } from './measure-status';

/** A measure as the generator finds it in the store. */
export interface StoredMeasure {
  readonly data: DocumentData;
  readonly deleted: boolean;
}

/** The next occurrence to write: the new measure and the recurring measure's new values. */
export interface Occurrence {
  readonly id: string;
  readonly measure: DocumentData;
  readonly nextDeadlineAt: string;
  readonly generatedMeasures: readonly string[];
}

const ID_LIMIT = 64;
/** The fields an occurrence takes from its recurring measure. */
const COPIED = ['name', 'measureType', 'responsible', 'description', 'isActionNeeded'] as const;

/** FNV-1a, 32 bits, as eight hex digits: a short stable tag of a long id. */
function tag(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * MEA-12: the id of the occurrence of a recurring measure with a deadline: the recurring
 * measure's id and the day (`acme-rmea-sump-check-20261201`); a recurring measure whose id is
 * too long for that keeps its first characters and a tag of the whole id.
 */
export function occurrenceId(recurringId: string, deadline: string): string {
  const day = deadline.replaceAll('-', '');
  const plain = `${recurringId}-${day}`;
  if (plain.length <= ID_LIMIT) return plain;
  return `${recurringId.slice(0, ID_LIMIT - day.length - 10)}-${tag(recurringId)}-${day}`;
}

function listed(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The interval of a recurring measure, when it is a whole number of months from 1. */
function intervalOf(recurring: DocumentData): number | undefined {
  const months = recurring.intervalInMonths;
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : undefined;
}

/**
 * MEA-11 … MEA-13: the occurrence a recurring measure generates now, or undefined. Only a
 * recurring measure that recurs (`isRecurring`) with an interval and a next deadline generates,
 * and only while none of its generated measures is open (MEA-11). The occurrence is due on the
 * next deadline, which advances by the interval (MEA-8); an id already taken (a deleted or
 * earlier occurrence of that day) is skipped by advancing again, so no stored measure is
 * overwritten (MEA-12). `stored` answers the measures of the store by id.
 */
export function nextOccurrence(
  recurringId: string,
  recurring: DocumentData,
  stored: (id: string) => StoredMeasure | undefined,
): Occurrence | undefined {
  const months = intervalOf(recurring);
  if (recurring.isRecurring !== true || months === undefined || !isIsoDay(recurring.nextDeadlineAt)) return undefined;
  const generated = listed(recurring.generatedMeasures);
  const open = generated.some((id) => {
    const measure = stored(id);
    return measure !== undefined && !measure.deleted && isOpen(measure.data);
  });
  if (open) return undefined;
  let deadline = recurring.nextDeadlineAt;
  while (stored(occurrenceId(recurringId, deadline)) !== undefined) deadline = addMonths(deadline, months);
  const id = occurrenceId(recurringId, deadline);
  const measure: Record<string, unknown> = {};
  for (const name of COPIED) if (recurring[name] !== undefined) measure[name] = recurring[name];
  return {
    id,
    measure: { ...measure, origin: recurringId, deadlineAt: deadline, isDone: false, isRecurring: false },
    nextDeadlineAt: addMonths(deadline, months),
    generatedMeasures: [...generated.filter((item) => item !== id), id],
  };
}
