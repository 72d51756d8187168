/**
 * The state and due date of a training session (docs/domain/trainings.md TRN-1 … TRN-5), read
 * from an instruction's data as stored or half-filled in a form. Days are ISO days
 * (`2026-11-25`); "today" is passed in, never read from a clock.
 */
import type { DocumentData } from '../../entities/entity';
import { addMonths, isIsoDay } from '../measures';

/** One session of an instruction as stored (domain.md §3 Instruction). */
export interface Session {
  readonly id?: unknown;
  readonly employee?: unknown;
  readonly progressInPercent?: unknown;
  readonly score?: unknown;
  readonly completedAt?: unknown;
}

export type SessionState = 'completed' | 'open' | 'overdue';

/** The sessions of an instruction, ignoring entries that are not objects. */
export function sessionsOf(instruction: DocumentData): readonly Session[] {
  const sessions = instruction.sessions;
  return Array.isArray(sessions)
    ? sessions.filter((session): session is Session => typeof session === 'object' && session !== null)
    : [];
}

/** TRN-1: the day a session was completed (the first ten characters of `completedAt`), or undefined. */
export function completedDay(session: Session): string | undefined {
  const day = typeof session.completedAt === 'string' ? session.completedAt.slice(0, 10) : undefined;
  return isIsoDay(day) ? day : undefined;
}

/** The repeat interval in whole months (1 … 120), or undefined for a one-off instruction. */
export function repeatIntervalOf(instruction: DocumentData): number | undefined {
  const months = instruction.repeatIntervalInMonths;
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : undefined;
}

/**
 * TRN-2: when a session is due. Not completed: the instruction's first due date (`dueDate`).
 * Completed: the completion day plus the repeat interval by the month step of MEA-8; without a
 * repeat interval a completed session is never due again.
 */
export function sessionDueDate(instruction: DocumentData, session: Session): string | undefined {
  const done = completedDay(session);
  if (done) {
    const months = repeatIntervalOf(instruction);
    return months === undefined ? undefined : addMonths(done, months);
  }
  return isIsoDay(instruction.dueDate) ? instruction.dueDate : undefined;
}

/**
 * TRN-3: overdue when the due date lies before today (a due date of today is not yet overdue),
 * also a completed session whose repeat has come due; otherwise completed when it has a
 * completion day, else open.
 */
export function sessionState(instruction: DocumentData, session: Session, today: string): SessionState {
  const due = sessionDueDate(instruction, session);
  if (due !== undefined && due < today) return 'overdue';
  return completedDay(session) ? 'completed' : 'open';
}

/** TRN-5: the counts of the organisation list. */
export interface InstructionCounts {
  readonly participants: number;
  readonly completed: number;
  readonly overdue: number;
}

export function instructionCounts(instruction: DocumentData, today: string): InstructionCounts {
  const states = sessionsOf(instruction).map((session) => sessionState(instruction, session, today));
  return {
    participants: states.length,
    completed: states.filter((state) => state === 'completed').length,
    overdue: states.filter((state) => state === 'overdue').length,
  };
}
