/**
 * Deadlines on the server (docs/domain/deadlines.md): the daily reminders of what falls due
 * (DL-12, DL-13), trainings and the register review among it (DL-9, DL-15), and the personal
 * calendar feed.
 */

export { CALENDAR_FEED_PATH, CALENDAR_PATH, registerCalendarRoutes } from './calendar-routes';
export { dueReminders } from './due-reminder-job';
export { type DueReminderCounts, remindDue } from './due-reminders';
