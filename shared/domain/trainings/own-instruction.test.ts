import { describe, expect, it } from 'vitest';
import { isParticipant, ownInstruction, taughtTo } from './own-instruction';

const YEARLY = {
  name: 'Jährliche Unterweisung',
  content: ['oi-acetone', 'oi-forklift'],
  dueDate: '2026-12-01',
  repeatIntervalInMonths: 12,
  sessions: [
    { id: 's-anna', employee: 'anna', progressInPercent: 100, score: 9, completedAt: '2026-01-10T12:00:00.000Z' },
    { id: 's-ben', employee: 'ben', progressInPercent: 30 },
  ],
  sessionDueDates: [
    { id: 's-anna', employee: 'anna', dueDate: '2027-01-10' },
    { id: 's-ben', employee: 'ben', dueDate: '2026-12-01' },
  ],
  nextDueDate: '2026-12-01',
};

describe('the instruction as one participant reads it (docs/domain/trainings.md TRN-8)', () => {
  it('TRN-8 keeps the shared fields and the employee’s own session, its due date and the next due date of it alone', () => {
    expect(ownInstruction(YEARLY, 'anna')).toEqual({
      name: 'Jährliche Unterweisung',
      content: ['oi-acetone', 'oi-forklift'],
      dueDate: '2026-12-01',
      repeatIntervalInMonths: 12,
      sessions: [
        { id: 's-anna', employee: 'anna', progressInPercent: 100, score: 9, completedAt: '2026-01-10T12:00:00.000Z' },
      ],
      sessionDueDates: [{ id: 's-anna', employee: 'anna', dueDate: '2027-01-10' }],
      nextDueDate: '2027-01-10',
    });
    expect(JSON.stringify(ownInstruction(YEARLY, 'ben'))).not.toContain('anna');
  });

  it('TRN-8 names no field it does not list, and gives nothing to an employee without a session', () => {
    const withMore = { ...YEARLY, remarks: 'nur für die Leitung' };
    expect(ownInstruction(withMore, 'ben')).not.toHaveProperty('remarks');
    expect(ownInstruction(YEARLY, 'carla')).toBeUndefined();
    expect(ownInstruction({ name: 'Leer' }, 'anna')).toBeUndefined();
    expect(isParticipant(YEARLY, 'ben')).toBe(true);
    expect(isParticipant(YEARLY, 'carla')).toBe(false);
  });

  it('TRN-8 what an employee is taught: the content of the instructions they take part in, each once', () => {
    const other = { content: ['oi-acetone', 'oi-crane', 7], sessions: [{ id: 'x', employee: 'ben' }] };
    const notMine = { content: ['oi-secret'], sessions: [{ id: 'y', employee: 'anna' }] };
    expect(taughtTo([YEARLY, other, notMine], 'ben')).toEqual(['oi-acetone', 'oi-crane', 'oi-forklift']);
    expect(taughtTo([notMine], 'ben')).toEqual([]);
  });
});
