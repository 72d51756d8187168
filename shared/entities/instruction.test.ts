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
      sessions: [
        buildSession({ progressInPercent: 100, score: 92, completedAt: '2024-05-06T09:30:00Z' }),
        buildSession({ id: 's-2', employee: 'employee-2', progressInPercent: 40 }),
      ],
    });
    expect(Object.keys(data).sort()).toEqual(Object.keys(instruction.fields).sort());
    expect(validateDocument(instruction, data)).toEqual({ ok: true, data });
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
