/**
 * Trainings (docs/domain/trainings.md): a session's state and due date, the counts of the
 * organisation list, the derived due dates the due view reads, assigning participants, and the
 * instruction as one participant reads it and as the list shows it at one location.
 */
export {
  type AssignableEmployee,
  completedSession,
  employeesOfDepartment,
  newParticipants,
  withParticipants,
} from './assign';
export { instructionAt } from './at-location';
export { instructionDueDates, type SessionDueDate } from './next-due';
export { isParticipant, ownInstruction, taughtTo } from './own-instruction';
export { parseProgress, withProgress } from './progress';
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
