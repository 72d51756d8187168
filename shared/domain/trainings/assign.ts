import type { DocumentData } from '../../entities/entity';
import { type Session, sessionsOf } from './session-status';

/** An employee as assignment reads it: id and departments. */
export interface AssignableEmployee {
  readonly id: string;
  readonly data: DocumentData;
}

/** The employees of a department (their `departments` name it). */
export function employeesOfDepartment(
  employees: readonly AssignableEmployee[],
  department: string,
): readonly AssignableEmployee[] {
  return employees.filter(
    ({ data }) => Array.isArray(data.departments) && (data.departments as unknown[]).includes(department),
  );
}

/**
 * TRN-6: the sessions after assigning employees: one new session (progress 0) per employee not
 * yet a participant, in the order given; existing sessions stay as they are. `newId` makes the
 * id of each new session.
 */
export function withParticipants(
  sessions: readonly Session[],
  employeeIds: readonly string[],
  newId: () => string,
): readonly Session[] {
  const present = new Set(sessions.map((session) => session.employee));
  const added: Session[] = [];
  for (const employee of employeeIds) {
    if (present.has(employee)) continue;
    present.add(employee);
    added.push({ id: newId(), employee, progressInPercent: 0 });
  }
  return [...sessions, ...added];
}

/**
 * TRN-6: the employees a version of an instruction makes participants: those with a session in
 * `data` and none in `previous` (all of them in a new instruction), each once, in session order.
 */
export function newParticipants(previous: DocumentData | undefined, data: DocumentData): readonly string[] {
  const before = new Set(previous ? participantsOf(previous) : []);
  return [...new Set(participantsOf(data))].filter((employee) => !before.has(employee));
}

function participantsOf(instruction: DocumentData): string[] {
  return sessionsOf(instruction).flatMap((session) => (typeof session.employee === 'string' ? [session.employee] : []));
}

/** TRN-1: a session marked completed on a day: progress 100 %, `completedAt` at noon of that day in UTC. */
export function completedSession(session: Session, day: string): Session {
  return { ...session, progressInPercent: 100, completedAt: `${day}T12:00:00.000Z` };
}
