import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { regulationReport } from './regulation-report';

function buildRegulationReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    publishedAt: '2025-01-10',
    span: { from: '2024-10-01', to: '2024-12-31' },
    regulation: 'reg-1',
    ...overrides,
  };
}

describe('regulation report (list only; domain.md §5 names no required field)', () => {
  it('accepts a report with every field filled', () => {
    expect(validateDocument(regulationReport, buildRegulationReport()).ok).toBe(true);
  });

  it('accepts an empty report, since nothing is required', () => {
    expect(validateDocument(regulationReport, {}).ok).toBe(true);
  });

  it('refuses a span that is not a pair of dates', () => {
    const result = validateDocument(regulationReport, buildRegulationReport({ span: { from: '10.01.2025' } }));
    expect(result).toEqual({ ok: false, issues: [{ path: 'span.from', message: 'validation.invalid' }] });
  });

  it('refuses a reference to something that is not a document id', () => {
    expect(validateDocument(regulationReport, buildRegulationReport({ regulation: 'not an id!' })).ok).toBe(false);
  });
});
