import { sessionsOf } from '../../../shared/domain/trainings';
import type { DocumentData } from '../../../shared/entities/entity';
import { type SessionRow, sessionRows } from './session-rows';

/** An instruction on the device as the employee's own list reads it. */
export interface OwnInstructionDoc {
  readonly id: string;
  readonly data: DocumentData;
}

/** One of the employee's own sessions with its instruction. */
export interface OwnTraining<Doc extends OwnInstructionDoc = OwnInstructionDoc> {
  readonly doc: Doc;
  readonly row: SessionRow;
}

/**
 * The signed-in employee's own sessions (TRN-7, TRN-8) on `today`, the earliest due first and those
 * without a due date last; other participants' sessions are left out.
 */
export function ownTrainings<Doc extends OwnInstructionDoc>(
  instructions: readonly Doc[],
  employee: string,
  today: string,
): OwnTraining<Doc>[] {
  return instructions
    .filter((doc) => sessionsOf(doc.data).some((session) => session.employee === employee))
    .flatMap((doc) => {
      const own = { ...doc.data, sessions: sessionsOf(doc.data).filter((session) => session.employee === employee) };
      return sessionRows(own, () => undefined, today).map((row) => ({ doc, row }));
    })
    .sort((a, b) => (a.row.dueDate ?? '9999').localeCompare(b.row.dueDate ?? '9999'));
}
