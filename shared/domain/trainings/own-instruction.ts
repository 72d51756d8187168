import type { DocumentData } from '../../entities/entity';
import { instructionDueDates } from './next-due';
import { sessionsOf } from './session-status';

/** The fields of an instruction every participant reads: what it is, what it teaches, when it is due. */
const SHARED_FIELDS = ['name', 'content', 'dueDate', 'repeatIntervalInMonths'] as const;

/** Whether the employee takes part in the instruction: one of its sessions is theirs (TRN-8). */
export function isParticipant(instruction: DocumentData, employee: string): boolean {
  return sessionsOf(instruction).some((session) => session.employee === employee);
}

/**
 * TRN-8: the instruction as one participant reads it — its shared fields, the employee's own
 * sessions and their due dates, and the next due date of those alone. The fields are listed, not
 * removed, so a field added later reaches no participant until it is named here. Undefined when
 * the employee has no session in it.
 */
export function ownInstruction(instruction: DocumentData, employee: string): DocumentData | undefined {
  if (!isParticipant(instruction, employee)) return undefined;
  const own: Record<string, unknown> = {};
  for (const field of SHARED_FIELDS) if (instruction[field] !== undefined) own[field] = instruction[field];
  own.sessions = sessionsOf(instruction).filter((session) => session.employee === employee);
  const { sessionDueDates, nextDueDate } = instructionDueDates(own);
  own.sessionDueDates = sessionDueDates;
  if (nextDueDate !== undefined) own.nextDueDate = nextDueDate;
  return own;
}

/** TRN-8: the operating instructions the employee's instructions teach (their `content`), each id once. */
export function taughtTo(instructions: readonly DocumentData[], employee: string): string[] {
  const taught = instructions
    .filter((instruction) => isParticipant(instruction, employee))
    .flatMap((instruction) => (Array.isArray(instruction.content) ? instruction.content : []))
    .filter((id): id is string => typeof id === 'string');
  return [...new Set(taught)].sort();
}
