/**
 * The demo data's dates are days before or after one fixed reference date, so that the data
 * is the same on every start and on every machine: some deadlines lie before it (overdue),
 * some after (due soon). Moving the reference moves the whole demo in time.
 */
export const REFERENCE_DATE = '2026-11-01';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFERENCE_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);

/** The date `days` after the reference date (before it when negative), as `YYYY-MM-DD`. */
export function day(days: number): string {
  return new Date(REFERENCE_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** A moment on that day, `time` as `HH:MM` in UTC. */
export function dayAt(days: number, time: string): string {
  return `${day(days)}T${time}:00Z`;
}
