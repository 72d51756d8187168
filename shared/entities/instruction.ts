import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * An instruction (training, domain.md §3 Instruction) and its sessions, one per employee.
 * The organisation list reads all instructions; "my instructions" are the sessions of the
 * signed-in employee.
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
  },
});
