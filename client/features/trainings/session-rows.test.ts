import { describe, expect, it } from 'vitest';
import { sessionRows, sortSessionRows } from './session-rows';

const INSTRUCTION = {
  dueDate: '2026-12-01',
  repeatIntervalInMonths: 12,
  sessions: [
    { id: 's-1', employee: 'e-1', progressInPercent: 100, score: 80, completedAt: '2026-03-02T12:00:00.000Z' },
    { id: 's-2', employee: 'e-2', progressInPercent: 40 },
    { id: 's-3', employee: 'e-3', progressInPercent: 100, score: 95, completedAt: '2025-01-10T12:00:00.000Z' },
    { id: 'broken', progressInPercent: 10 },
  ],
};
const NAMES: Record<string, string> = { 'e-1': 'Özlem Yıldız', 'e-2': 'Anna Berger' };

describe('the session table of an instruction', () => {
  const rows = sessionRows(INSTRUCTION, (id) => NAMES[id], '2026-11-25');

  it('reads each session with its state and due date, the employee id standing in for an unknown name', () => {
    expect(rows).toEqual([
      {
        id: 's-1',
        employee: 'e-1',
        name: 'Özlem Yıldız',
        progress: 100,
        score: 80,
        completedDay: '2026-03-02',
        dueDate: '2027-03-02',
        state: 'completed',
      },
      {
        id: 's-2',
        employee: 'e-2',
        name: 'Anna Berger',
        progress: 40,
        score: undefined,
        completedDay: undefined,
        dueDate: '2026-12-01',
        state: 'open',
      },
      {
        id: 's-3',
        employee: 'e-3',
        name: 'e-3',
        progress: 100,
        score: 95,
        completedDay: '2025-01-10',
        dueDate: '2026-01-10',
        state: 'overdue',
      },
    ]);
  });

  it('sorts by any column in both directions, empty values last', () => {
    const ids = (key: Parameters<typeof sortSessionRows>[1]) => sortSessionRows(rows, key).map((row) => row.id);
    expect(ids({ key: 'name', descending: false })).toEqual(['s-2', 's-3', 's-1']);
    expect(ids({ key: 'progress', descending: true })).toEqual(['s-3', 's-1', 's-2']);
    expect(ids({ key: 'score', descending: false })).toEqual(['s-1', 's-3', 's-2']);
    expect(ids({ key: 'score', descending: true })).toEqual(['s-3', 's-1', 's-2']);
    expect(ids({ key: 'completedDay', descending: false })).toEqual(['s-3', 's-1', 's-2']);
    expect(ids({ key: 'dueDate', descending: false })).toEqual(['s-3', 's-2', 's-1']);
  });
});
