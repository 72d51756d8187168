import { describe, expect, it } from 'vitest';
import { completedSession, employeesOfDepartment, newParticipants, withParticipants } from './assign';
import { instructionDueDates } from './next-due';
import { instructionCounts, sessionDueDate, sessionState } from './session-status';

const TODAY = '2026-11-25';

describe('trainings (docs/domain/trainings.md)', () => {
  it('TRN-1 a session is completed on the day of its completedAt', () => {
    const instruction = { sessions: [] };
    expect(sessionState(instruction, { completedAt: '2026-03-02T12:00:00.000Z' }, TODAY)).toBe('completed');
    expect(sessionState(instruction, { progressInPercent: 100 }, TODAY)).toBe('open');
    expect(completedSession({ id: 's', employee: 'e', progressInPercent: 40 }, '2026-11-20')).toEqual({
      id: 's',
      employee: 'e',
      progressInPercent: 100,
      completedAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it('TRN-2 the due date: the first due date until completed, then completion plus the repeat interval by the month step', () => {
    const yearly = { dueDate: '2026-12-01', repeatIntervalInMonths: 12 };
    expect(sessionDueDate(yearly, {})).toBe('2026-12-01');
    expect(sessionDueDate(yearly, { completedAt: '2024-02-29T12:00:00.000Z' })).toBe('2025-02-28');
    expect(sessionDueDate({ repeatIntervalInMonths: 1 }, { completedAt: '2026-01-31T08:00:00Z' })).toBe('2026-02-28');
    expect(sessionDueDate({ dueDate: '2026-12-01' }, { completedAt: '2026-01-31T08:00:00Z' })).toBeUndefined();
    expect(sessionDueDate({}, {})).toBeUndefined();
  });

  it('TRN-3 overdue after the due day, also a completed session whose repeat came due; due today is not overdue', () => {
    const instruction = { dueDate: TODAY, repeatIntervalInMonths: 12 };
    expect(sessionState(instruction, {}, TODAY)).toBe('open');
    expect(sessionState({ dueDate: '2026-11-24' }, {}, TODAY)).toBe('overdue');
    expect(sessionState(instruction, { completedAt: '2025-11-24T12:00:00Z' }, TODAY)).toBe('overdue');
    expect(sessionState(instruction, { completedAt: '2025-11-25T12:00:00Z' }, TODAY)).toBe('completed');
  });

  it('TRN-4 derives each participant due date and the earliest as nextDueDate', () => {
    const instruction = {
      dueDate: '2026-12-15',
      repeatIntervalInMonths: 12,
      sessions: [
        { id: 's-1', employee: 'e-1', completedAt: '2026-01-10T12:00:00Z' },
        { id: 's-2', employee: 'e-2' },
      ],
    };
    expect(instructionDueDates(instruction)).toEqual({
      sessionDueDates: [
        { id: 's-1', employee: 'e-1', dueDate: '2027-01-10' },
        { id: 's-2', employee: 'e-2', dueDate: '2026-12-15' },
      ],
      nextDueDate: '2026-12-15',
    });
    expect(instructionDueDates({ sessions: [{ id: 's', employee: 'e' }] })).toEqual({
      sessionDueDates: [],
      nextDueDate: undefined,
    });
  });

  it('TRN-5 counts participants, completed and overdue sessions', () => {
    const instruction = {
      dueDate: '2026-11-01',
      repeatIntervalInMonths: 12,
      sessions: [
        { id: 'a', employee: 'e-1', completedAt: '2026-06-01T12:00:00Z' },
        { id: 'b', employee: 'e-2' },
        { id: 'c', employee: 'e-3', completedAt: '2025-01-01T12:00:00Z' },
        { id: 'd', employee: 'e-4', progressInPercent: 50 },
      ],
    };
    expect(instructionCounts(instruction, TODAY)).toEqual({ participants: 4, completed: 1, overdue: 3 });
    expect(instructionCounts({ sessions: [{ id: 'd', employee: 'e-4' }] }, TODAY)).toEqual({
      participants: 1,
      completed: 0,
      overdue: 0,
    });
  });

  it('TRN-6 assigning a department adds each of its employees once, keeping the existing sessions', () => {
    const employees = [
      { id: 'e-1', data: { departments: ['d-lager'] } },
      { id: 'e-2', data: { departments: ['d-buero'] } },
      { id: 'e-3', data: { departments: ['d-buero', 'd-lager'] } },
    ];
    const members = employeesOfDepartment(employees, 'd-lager').map((employee) => employee.id);
    expect(members).toEqual(['e-1', 'e-3']);
    let next = 0;
    const existing = [{ id: 's-1', employee: 'e-1', progressInPercent: 70 }];
    expect(withParticipants(existing, [...members, 'e-3'], () => `new-${++next}`)).toEqual([
      { id: 's-1', employee: 'e-1', progressInPercent: 70 },
      { id: 'new-1', employee: 'e-3', progressInPercent: 0 },
    ]);
  });

  it('TRN-6: the participants a version adds are those with a session now and none before, each once', () => {
    const before = { sessions: [{ id: 's-1', employee: 'e-1' }] };
    const after = {
      sessions: [
        { id: 's-1', employee: 'e-1' },
        { id: 's-2', employee: 'e-2' },
        { id: 's-3', employee: 'e-2' },
        { id: 's-4' },
      ],
    };
    expect(newParticipants(before, after)).toEqual(['e-2']);
    expect(newParticipants(undefined, after)).toEqual(['e-1', 'e-2']);
    expect(newParticipants(after, before)).toEqual([]);
    expect(newParticipants(before, { name: 'no sessions' })).toEqual([]);
  });
});
