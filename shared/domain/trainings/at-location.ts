import type { DocumentData } from '../../entities/entity';
import { instructionDueDates } from './next-due';
import { sessionsOf } from './session-status';

/**
 * TRN-11: an instruction as the organisation list shows it at one location: its sessions of the
 * employees who work there alone, with their due dates and the next due date of those; undefined
 * when none of its participants works there.
 */
export function instructionAt(
  instruction: DocumentData,
  worksThere: (employee: string) => boolean,
): DocumentData | undefined {
  const sessions = sessionsOf(instruction).filter(
    (session) => typeof session.employee === 'string' && worksThere(session.employee),
  );
  if (sessions.length === 0) return undefined;
  const { nextDueDate: _all, ...rest } = instruction;
  const { sessionDueDates, nextDueDate } = instructionDueDates({ ...rest, sessions });
  return { ...rest, sessions, sessionDueDates, ...(nextDueDate === undefined ? {} : { nextDueDate }) };
}
