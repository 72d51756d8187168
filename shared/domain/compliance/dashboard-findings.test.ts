import { describe, expect, it } from 'vitest';
import { DASHBOARD_REASONS } from '../../enums/catalogs';
import type { ComplianceDocument } from './compliance-document';
import { dashboardFindings } from './dashboard-findings';

const TODAY = '2026-11-25';

const doc = (type: string, id: string, data: ComplianceDocument['data'], deleted = false): ComplianceDocument => ({
  type,
  id,
  data,
  deleted,
});

const acetone = doc('SUBSTANCE', 's-acetone', {
  name: 'Aceton',
  hazardStatements: ['H225'],
  phase: 'LIQUID',
  boilingPoint: { value: 56, unit: 'C' },
});
const covered = [
  acetone,
  doc('ACTIVITY', 'a-cleaning', {
    name: 'Reinigen',
    substance: 's-acetone',
    exposition: { substanceQuantity: { value: 2, unit: 'L' } },
    emkgComplete: true,
  }),
  doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] }),
  doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone', activities: ['a-cleaning'] }),
];

describe('CMP-4 dashboard findings', () => {
  it('has a rule for every reason of the spec', () => {
    expect(DASHBOARD_REASONS).toEqual([
      'OVERDUE_MEASURE',
      'MISSING_EMKG',
      'MISSING_RISK_ASSESSMENT',
      'MISSING_OPERATING_INSTRUCTION',
    ]);
  });

  it('a tenant whose substance and activity have everything and no measure overdue shows no finding', () => {
    expect(dashboardFindings(covered, TODAY)).toEqual([]);
  });

  it('an overdue measure shows as OVERDUE_MEASURE; one due today, one done late and one without deadline do not', () => {
    const measures = [
      doc('MEASURE', 'm-late', { isDone: false, deadlineAt: '2026-11-24' }),
      doc('MEASURE', 'm-today', { isDone: false, deadlineAt: TODAY }),
      doc('MEASURE', 'm-done', { isDone: true, deadlineAt: '2026-01-01' }),
      doc('MEASURE', 'm-open', { isDone: false }),
    ];
    expect(dashboardFindings([...covered, ...measures], TODAY)).toEqual([
      { reason: 'OVERDUE_MEASURE', type: 'MEASURE', id: 'm-late' },
    ]);
  });

  it('a new activity with nothing yet shows, in the order of the reasons, as lacking EMKG, a risk assessment and an instruction', () => {
    const filling = doc('ACTIVITY', 'a-new', { name: 'Abfüllen' });
    expect(dashboardFindings([...covered, filling], TODAY)).toEqual([
      { reason: 'MISSING_EMKG', type: 'ACTIVITY', id: 'a-new' },
      { reason: 'MISSING_RISK_ASSESSMENT', type: 'ACTIVITY', id: 'a-new' },
      { reason: 'MISSING_OPERATING_INSTRUCTION', type: 'ACTIVITY', id: 'a-new' },
    ]);
  });

  it('an activity whose substance was deleted lacks an EMKG rating', () => {
    const documents = [
      ...covered,
      doc('SUBSTANCE', 's-gone', { name: 'Alt', hazardStatements: ['H225'] }, true),
      doc('ACTIVITY', 'a-orphan', { name: 'Alt', substance: 's-gone' }),
    ];
    expect(dashboardFindings(documents, TODAY).filter((found) => found.id === 'a-orphan')).toContainEqual({
      reason: 'MISSING_EMKG',
      type: 'ACTIVITY',
      id: 'a-orphan',
    });
  });

  it('deleted documents are no findings, and a deleted risk assessment no longer covers', () => {
    const documents = [
      acetone,
      doc('RISK_ASSESSMENT', 'ra-old', { substances: ['s-acetone'] }, true),
      doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone' }),
      doc('MEASURE', 'm-deleted', { isDone: false, deadlineAt: '2020-01-01' }, true),
    ];
    expect(dashboardFindings(documents, TODAY)).toEqual([
      { reason: 'MISSING_RISK_ASSESSMENT', type: 'SUBSTANCE', id: 's-acetone' },
    ]);
  });
});
