import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { instruction } from './instruction';

function buildSession(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 's-1', employee: 'employee-1', ...overrides };
}

function buildInstruction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Jährliche Unterweisung Gefahrstoffe', sessions: [buildSession()], ...overrides };
}

function issuesOf(data: unknown) {
  const result = validateDocument(instruction, data);
  return result.ok ? [] : result.issues;
}

describe('instruction (training, domain.md §3 Instruction)', () => {
  it('accepts a full instruction with every field filled', () => {
    const data = buildInstruction({
      content: ['substance-instruction-1', 'work-equipment-instruction-1'],
      dueDate: '2024-05-31',
      repeatIntervalInMonths: 12,
      nextDueDate: '2024-05-31',
      sessionDueDates: [
        { id: 's-1', employee: 'employee-1', dueDate: '2025-05-06' },
        { id: 's-2', employee: 'employee-2', dueDate: '2024-05-31' },
      ],
      sessions: [
        buildSession({ progressInPercent: 100, score: 92, completedAt: '2024-05-06T09:30:00Z' }),
        buildSession({ id: 's-2', employee: 'employee-2', progressInPercent: 40 }),
      ],
    });
    expect(Object.keys(data).sort()).toEqual(Object.keys(instruction.fields).sort());
    expect(validateDocument(instruction, data)).toEqual({ ok: true, data });
  });

  it('derives the due dates the due view reads (TRN-4)', () => {
    const derived = instruction.derive.values(
      buildInstruction({ dueDate: '2024-05-31', repeatIntervalInMonths: 12, sessions: [buildSession()] }),
    );
    expect(derived).toEqual({
      sessionDueDates: [{ id: 's-1', employee: 'employee-1', dueDate: '2024-05-31' }],
      nextDueDate: '2024-05-31',
    });
  });

  it('keeps the repeat interval between 1 and 120 whole months', () => {
    expect(issuesOf(buildInstruction({ repeatIntervalInMonths: 0 }))).toEqual([
      { path: 'repeatIntervalInMonths', message: 'validation.invalid' },
    ]);
    expect(issuesOf(buildInstruction({ repeatIntervalInMonths: 1.5 }))).toEqual([
      { path: 'repeatIntervalInMonths', message: 'validation.invalid' },
    ]);
  });

  it('keeps the progress between 0 and 100 %', () => {
    expect(issuesOf(buildInstruction({ sessions: [buildSession({ progressInPercent: 101 })] }))).toEqual([
      { path: 'sessions.0.progressInPercent', message: 'validation.invalid' },
    ]);
  });

  it('refuses the same session twice and a completion without time', () => {
    expect(issuesOf(buildInstruction({ sessions: [buildSession(), buildSession()] }))).toEqual([
      { path: 'sessions', message: 'validation.duplicateItem' },
    ]);
    expect(issuesOf(buildInstruction({ sessions: [buildSession({ completedAt: '2024-05-06' })] }))).toEqual([
      { path: 'sessions.0.completedAt', message: 'validation.invalid' },
    ]);
  });
});
