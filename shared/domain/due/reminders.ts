/**
 * Which due items a daily run reminds of (docs/domain/deadlines.md DL-12, DL-13, decision 0041).
 * Dates are ISO days; "today" is passed in.
 */
import { addDays } from '../measures';
import type { DueItem } from './due-items';

/** DL-12: an item is reminded of as due soon from this many days before its due day. */
export const REMINDER_LOOKAHEAD_DAYS = 14;

/** DL-13: an item overdue by more than this many days also goes to the head of department, unless the company sets another. */
export const DEFAULT_ESCALATION_DAYS = 14;

/** What a reminder says of its item: due soon, overdue, or overdue reported to the head of department. */
export type ReminderKind = 'DUE_SOON' | 'OVERDUE' | 'ESCALATION';

/**
 * DL-12, DL-13: what an item calls for on `today`: due soon within the look-ahead, overdue once
 * past, escalated after `escalationDays`; a register never reviewed (DL-9) is overdue, never escalated.
 */
export function remindersOf(item: DueItem, today: string, escalationDays: number): ReminderKind[] {
  if (item.never) return ['OVERDUE'];
  if (!item.overdue) return item.due <= addDays(today, REMINDER_LOOKAHEAD_DAYS) ? ['DUE_SOON'] : [];
  return addDays(item.due, escalationDays) < today ? ['OVERDUE', 'ESCALATION'] : ['OVERDUE'];
}

/** DL-13: the company's escalation days (company settings `escalationAfterDays`), or the default. */
export function escalationDays(settings: Readonly<Record<string, unknown>> | undefined): number {
  const days = settings?.escalationAfterDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : DEFAULT_ESCALATION_DAYS;
}

/**
 * DL-12: the key of one reminder: the kind, the item and its due day (`never` for a register never
 * reviewed), and the recipient. The same item is reminded of once per due day and kind; a new due
 * day (the next inspection) is new.
 */
export function reminderKey(kind: ReminderKind, item: DueItem, recipient: string): string {
  return `${kind}:${item.key}:${item.never ? 'never' : item.due}:${recipient}`;
}
