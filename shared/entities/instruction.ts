import { instructionDueDates } from '../domain/trainings';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * An instruction (training, domain.md §3 Instruction) and its sessions, one per employee.
 * The organisation list reads all instructions; "my instructions" are the sessions of the
 * signed-in employee. The repeat interval and first due date give each session its due date;
 * the server derives `sessionDueDates` and `nextDueDate` from them (docs/domain/trainings.md TRN-4),
 * which the due view and its reminders read.
 */
export const instruction = defineEntity({
  type: 'INSTRUCTION',
  label: /*i18n*/ { id: 'entity.instruction', message: 'Instruction' },
  pluralLabel: /*i18n*/ { id: 'entity.instruction.plural', message: 'Instructions' },
  resource: 'INSTRUCTION_OVERVIEW',
  module: 'LEARN_MANAGEMENT',
  titleField: 'name',
  scope: { fields: [] },
  fields: {
    name: { kind: 'text', label: LABELS.name, column: true },
    content: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.instruction.content', message: 'Content (operating instructions)' },
      to: ['SUBSTANCE_INSTRUCTION', 'WORK_EQUIPMENT_INSTRUCTION'],
      multiple: true,
    },
    dueDate: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.instruction.dueDate', message: 'First due by' },
    },
    repeatIntervalInMonths: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.instruction.repeatIntervalInMonths', message: 'Repeat every (months)' },
      integer: true,
      min: 1,
      max: 120,
    },
    sessions: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.instruction.sessions', message: 'Sessions' },
      fields: {
        employee: { kind: 'reference', label: LABELS.employee, to: ['EMPLOYEE'] },
        progressInPercent: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.instruction.sessions.progressInPercent', message: 'Progress (%)' },
          min: 0,
          max: 100,
        },
        score: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.instruction.sessions.score', message: 'Score' },
          min: 0,
        },
        completedAt: {
          kind: 'date',
          label: /*i18n*/ { id: 'field.instruction.sessions.completedAt', message: 'Completed at' },
          time: true,
        },
      },
    },
    nextDueDate: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.instruction.nextDueDate', message: 'Next due' },
      derived: true,
      column: true,
    },
    sessionDueDates: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.instruction.sessionDueDates', message: 'Due dates of the participants' },
      derived: true,
      fields: {
        employee: { kind: 'reference', label: LABELS.employee, to: ['EMPLOYEE'] },
        dueDate: { kind: 'date', label: /*i18n*/ { id: 'field.instruction.sessionDueDates.dueDate', message: 'Due' } },
      },
    },
  },
  derive: {
    version: 1,
    values: (data) => {
      const { sessionDueDates, nextDueDate } = instructionDueDates(data);
      return { sessionDueDates, nextDueDate };
    },
  },
});
