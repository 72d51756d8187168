/**
 * What falls due across the modules (docs/domain/deadlines.md DL-5 … DL-11): the next dates the
 * server derives from a last date and an interval, and the due items of the due view, the
 * calendar feed and the reminders.
 */
export {
  DUE_ITEM_KINDS,
  DUE_SOURCE_TYPES,
  type DueItem,
  type DueItemKind,
  type DueSource,
  dueItems,
  weekOf,
} from './due-items';
export { DUE_KIND_LABELS } from './due-labels';
export { dueItemPath } from './due-links';
export { nextAfter, nextInspection, nextMaintenance, nextQualifications } from './next-dates';
export {
  DEFAULT_ESCALATION_DAYS,
  escalationDays,
  REMINDER_LOOKAHEAD_DAYS,
  type ReminderKind,
  reminderKey,
  remindersOf,
} from './reminders';
