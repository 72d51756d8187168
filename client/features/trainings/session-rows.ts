import {
  completedDay,
  type SessionState,
  sessionDueDate,
  sessionState,
  sessionsOf,
} from '../../../shared/domain/trainings';
import type { DocumentData } from '../../../shared/entities/entity';

/** One row of an instruction's session table (domain.md §3: employee, progress, score, completed at). */
export interface SessionRow {
  readonly id: string;
  readonly employee: string;
  /** The employee's name, or the id when the employee is not on this device. */
  readonly name: string;
  readonly progress: number;
  readonly score: number | undefined;
  readonly completedDay: string | undefined;
  readonly dueDate: string | undefined;
  readonly state: SessionState;
}

export type SessionSortKey = 'name' | 'progress' | 'score' | 'completedDay' | 'dueDate';
export interface SessionSort {
  readonly key: SessionSortKey;
  readonly descending: boolean;
}

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The session table's rows; `nameOf` answers an employee's display name. */
export function sessionRows(
  instruction: DocumentData,
  nameOf: (employee: string) => string | undefined,
  today: string,
): SessionRow[] {
  return sessionsOf(instruction).flatMap((session) => {
    if (typeof session.id !== 'string' || typeof session.employee !== 'string') return [];
    const done = completedDay(session);
    return [
      {
        id: session.id,
        employee: session.employee,
        name: nameOf(session.employee) ?? session.employee,
        progress: number(session.progressInPercent) ?? (done ? 100 : 0),
        score: number(session.score),
        completedDay: done,
        dueDate: sessionDueDate(instruction, session),
        state: sessionState(instruction, session, today),
      },
    ];
  });
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Rows in the chosen order; rows without a value last in either direction, then by name. */
export function sortSessionRows(rows: readonly SessionRow[], { key, descending }: SessionSort): SessionRow[] {
  return [...rows].sort((a, b) => {
    const first = a[key];
    const second = b[key];
    if (first !== second) {
      if (first === undefined) return 1;
      if (second === undefined) return -1;
      const order =
        typeof first === 'number' && typeof second === 'number'
          ? first - second
          : collator.compare(String(first), String(second));
      if (order !== 0) return descending ? -order : order;
    }
    return collator.compare(a.name, b.name);
  });
}
