import { type SessionState, sessionDueDate, sessionState, sessionsOf } from '../../../shared/domain/trainings';
import type { DocumentData } from '../../../shared/entities/entity';

/** An instruction (training) on the device as the personal dashboard reads it. */
export interface TrainingDoc {
  readonly id: string;
  readonly data: DocumentData;
}

/** One of the employee's own sessions: its instruction, state (TRN-3) and due date. */
export interface OwnTraining {
  readonly instruction: string;
  readonly session: string;
  readonly name: string;
  readonly state: SessionState;
  readonly dueDate: string | undefined;
}

/**
 * The signed-in employee's own sessions on `today` (TRN-7, TRN-8), the earliest due first and those
 * without a due date last; other participants' sessions are left out.
 */
export function ownTrainings(instructions: readonly TrainingDoc[], employee: string, today: string): OwnTraining[] {
  return instructions
    .flatMap((doc) =>
      sessionsOf(doc.data)
        .filter((session) => session.employee === employee && typeof session.id === 'string')
        .map((session) => ({
          instruction: doc.id,
          session: String(session.id),
          name: typeof doc.data.name === 'string' ? doc.data.name : '',
          state: sessionState(doc.data, session, today),
          dueDate: sessionDueDate(doc.data, session),
        })),
    )
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
}
