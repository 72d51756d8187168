import { describe, expect, it } from 'vitest';
import { instructionAt } from './at-location';
import { instructionCounts } from './session-status';

const training = {
  name: 'Flurförderzeuge',
  dueDate: '2026-12-01',
  repeatIntervalInMonths: 12,
  nextDueDate: '2026-06-01',
  sessions: [
    { id: 's-1', employee: 'e-lager', progressInPercent: 0 },
    { id: 's-2', employee: 'e-werk', progressInPercent: 100, completedAt: '2025-06-01T12:00:00.000Z' },
    { id: 's-3', employee: 'e-lager-2', progressInPercent: 100, completedAt: '2026-03-01T12:00:00.000Z' },
  ],
};

describe('an instruction at one location (TRN-11)', () => {
  it('TRN-11 keeps the sessions of the employees working there, their due dates and the next due date of those alone', () => {
    const atWarehouse = instructionAt(training, (employee) => employee.startsWith('e-lager'));
    expect(atWarehouse?.sessions).toEqual([training.sessions[0], training.sessions[2]]);
    expect(atWarehouse?.sessionDueDates).toEqual([
      { id: 's-1', employee: 'e-lager', dueDate: '2026-12-01' },
      { id: 's-3', employee: 'e-lager-2', dueDate: '2027-03-01' },
    ]);
    expect(atWarehouse?.nextDueDate).toBe('2026-12-01');
    expect(instructionCounts(atWarehouse ?? {}, '2026-11-25')).toEqual({ participants: 2, completed: 1, overdue: 0 });

    const atPlant = instructionAt(training, (employee) => employee === 'e-werk');
    expect(atPlant?.nextDueDate).toBe('2026-06-01');
    expect(instructionCounts(atPlant ?? {}, '2026-11-25')).toEqual({ participants: 1, completed: 0, overdue: 1 });
  });

  it('TRN-11 leaves out an instruction none of whose participants works there', () => {
    expect(instructionAt(training, () => false)).toBeUndefined();
    expect(instructionAt({ name: 'Ohne Teilnehmer' }, () => true)).toBeUndefined();
  });
});
