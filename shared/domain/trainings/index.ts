/**
 * Trainings (docs/domain/trainings.md): a session's state and due date, the counts of the
 * organisation list, the derived due dates the due view reads, and assigning participants.
 */
export { type AssignableEmployee, completedSession, employeesOfDepartment, withParticipants } from './assign';
export { instructionDueDates, type SessionDueDate } from './next-due';
export {
  completedDay,
  type InstructionCounts,
  instructionCounts,
  repeatIntervalOf,
  type Session,
  type SessionState,
  sessionDueDate,
  sessionState,
  sessionsOf,
} from './session-status';
