import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { regulationReport } from './regulation-report';

const SPAN = { from: '2024-10-01', to: '2024-12-31' };

function buildRegulationReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customer: 'acme',
    publishedAt: '2025-01-10',
    span: { from: '2024-10-01', to: '2024-12-31' },
    isPublished: true,
    entries: [
      {
        id: 'reg-1',
        name: 'Gefahrstoffverordnung',
        isNew: false,
        lastChangeAt: '2024-12-02',
        changes: [{ id: 'change-1', changeAt: '2024-12-02', content: '<p>Novelle</p>' }],
        requiredActions: [{ id: 'action-1', content: '<p>Prüfen</p>', remarks: 'bis März' }],
      },
    ],
    ...overrides,
  };
}

describe('regulation report (docs/domain/regulations.md RGL-14 … RGL-16)', () => {
  it('accepts a published report with its entries', () => {
    expect(validateDocument(regulationReport, buildRegulationReport()).ok).toBe(true);
  });

  it('needs the customer and a period', () => {
    expect(validateDocument(regulationReport, { span: SPAN })).toEqual({
      ok: false,
      issues: [{ path: 'customer', message: 'validation.required' }],
    });
    expect(validateDocument(regulationReport, { customer: 'acme' })).toEqual({
      ok: false,
      issues: [{ path: 'span', message: 'rule.regulationReport.span' }],
    });
  });

  it('refuses a span that is not a pair of dates', () => {
    const result = validateDocument(regulationReport, buildRegulationReport({ span: { from: '10.01.2025' } }));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toContainEqual({ path: 'span.from', message: 'validation.invalid' });
  });

  it('refuses a period that ends before it starts', () => {
    const result = validateDocument(
      regulationReport,
      buildRegulationReport({ span: { from: '2025-01-01', to: '2024-12-31' } }),
    );
    expect(result).toEqual({ ok: false, issues: [{ path: 'span', message: 'rule.regulationReport.span' }] });
  });
});
