import type { DocumentData } from '../../entities/entity';
import { sessionDueDate, sessionsOf } from './session-status';

/** One participant's due date as stored in `sessionDueDates` (TRN-4). */
export interface SessionDueDate {
  /** The id of the session. */
  readonly id: string;
  readonly employee: string;
  readonly dueDate: string;
}

/**
 * TRN-4: the stored, server-derived due dates of an instruction: `sessionDueDates`, one entry
 * per session that has a due date (TRN-2), and `nextDueDate`, the earliest of them. The due
 * view and its reminders read these two fields.
 */
export function instructionDueDates(instruction: DocumentData): {
  readonly sessionDueDates: readonly SessionDueDate[];
  readonly nextDueDate: string | undefined;
} {
  const sessionDueDates = sessionsOf(instruction).flatMap((session) => {
    const dueDate = sessionDueDate(instruction, session);
    return dueDate !== undefined && typeof session.id === 'string' && typeof session.employee === 'string'
      ? [{ id: session.id, employee: session.employee, dueDate }]
      : [];
  });
  const nextDueDate = sessionDueDates.map((entry) => entry.dueDate).sort()[0];
  return { sessionDueDates, nextDueDate };
}
