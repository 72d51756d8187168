import { describe, expect, it } from 'vitest';
import type { ComplianceCheck } from './compliance-checks';
import { complianceChecks } from './compliance-checks';
import type { ComplianceDocument } from './compliance-document';
import { complianceScore, coverageByReason, gradeOf, topImprovements } from './compliance-score';

const TODAY = '2026-11-25';
const doc = (type: string, id: string, data: ComplianceDocument['data'], deleted = false): ComplianceDocument => ({
  type,
  id,
  data,
  deleted,
});
const hazardous = doc('SUBSTANCE', 's-acetone', { name: 'Aceton', hazardStatements: ['H225'] });
const harmless = doc('SUBSTANCE', 's-water', { name: 'Wasser' });
const check = (reason: ComplianceCheck['reason'], id: string, met: boolean, weight: number): ComplianceCheck => ({
  reason,
  type: reason === 'OVERDUE_MEASURE' ? 'MEASURE' : 'SUBSTANCE',
  id,
  met,
  weight,
});

describe('CMP-5 checks and their weights', () => {
  it('a substance has a risk assessment and an operating instruction check, weighing 3 when hazardous and 1 when not', () => {
    const checks = complianceChecks([hazardous, harmless], TODAY);
    expect(checks).toEqual([
      { reason: 'MISSING_RISK_ASSESSMENT', type: 'SUBSTANCE', id: 's-acetone', met: false, weight: 3 },
      { reason: 'MISSING_RISK_ASSESSMENT', type: 'SUBSTANCE', id: 's-water', met: false, weight: 1 },
      { reason: 'MISSING_OPERATING_INSTRUCTION', type: 'SUBSTANCE', id: 's-acetone', met: false, weight: 3 },
      { reason: 'MISSING_OPERATING_INSTRUCTION', type: 'SUBSTANCE', id: 's-water', met: false, weight: 1 },
    ]);
  });
  it('an activity has three checks weighing as its substance, one more when an EMKG module is rated M3 or M4', () => {
    const calm = doc('ACTIVITY', 'a-calm', { substance: 's-acetone', emkgInhalation: 'M2', emkgComplete: true });
    const strict = doc('ACTIVITY', 'a-strict', { substance: 's-acetone', emkgSkin: 'M3', emkgComplete: true });
    const weights = complianceChecks([hazardous, calm, strict], TODAY)
      .filter((found) => found.type === 'ACTIVITY')
      .map((found) => [found.reason, found.id, found.weight]);
    expect(weights).toEqual([
      ['MISSING_EMKG', 'a-calm', 3],
      ['MISSING_EMKG', 'a-strict', 4],
      ['MISSING_RISK_ASSESSMENT', 'a-calm', 3],
      ['MISSING_RISK_ASSESSMENT', 'a-strict', 4],
      ['MISSING_OPERATING_INSTRUCTION', 'a-calm', 3],
      ['MISSING_OPERATING_INSTRUCTION', 'a-strict', 4],
    ]);
  });
  it('an activity whose substance is unknown weighs as a hazardous one and lacks its rating', () => {
    const orphan = doc('ACTIVITY', 'a-orphan', { substance: 's-gone', emkgComplete: true });
    expect(complianceChecks([orphan], TODAY)[0]).toEqual({
      reason: 'MISSING_EMKG',
      type: 'ACTIVITY',
      id: 'a-orphan',
      met: false,
      weight: 3,
    });
  });
  it('each measure weighs 2 and is met unless overdue (MEA-3)', () => {
    const checks = complianceChecks(
      [
        doc('MEASURE', 'm-late', { isDone: false, deadlineAt: '2026-11-24' }),
        doc('MEASURE', 'm-today', { isDone: false, deadlineAt: TODAY }),
        doc('MEASURE', 'm-done', { isDone: true, deadlineAt: '2026-01-01' }),
      ],
      TODAY,
    );
    expect(checks.map((found) => [found.id, found.met, found.weight])).toEqual([
      ['m-late', false, 2],
      ['m-today', true, 2],
      ['m-done', true, 2],
    ]);
  });
  it('covering documents meet the checks; deleted documents and other types have none', () => {
    const checks = complianceChecks(
      [
        hazardous,
        doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] }),
        doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone' }),
        doc('SUBSTANCE', 's-deleted', { hazardStatements: ['H300'] }, true),
        doc('CONTACT', 'c-1', { name: 'Post' }),
      ],
      TODAY,
    );
    expect(checks.map((found) => [found.reason, found.id, found.met])).toEqual([
      ['MISSING_RISK_ASSESSMENT', 's-acetone', true],
      ['MISSING_OPERATING_INSTRUCTION', 's-acetone', true],
    ]);
  });
});

describe('CMP-6 score', () => {
  it('the grade follows the IHK key at its bounds', () => {
    expect([100, 92, 91.9, 81, 80.9, 67, 66.9, 50, 49.9, 30, 29.9, 0].map(gradeOf)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });
  it('the share is the met weight over all weight', () => {
    const score = complianceScore([
      check('MISSING_RISK_ASSESSMENT', 'a', true, 3),
      check('MISSING_RISK_ASSESSMENT', 'b', false, 1),
    ]);
    expect(score).toEqual({ grade: 3, percent: 75, metWeight: 3, totalWeight: 4 });
  });
  it('a heavy gap costs more than a light one', () => {
    const heavyMissing = complianceScore([
      check('OVERDUE_MEASURE', 'a', true, 1),
      check('OVERDUE_MEASURE', 'b', false, 3),
    ]);
    const lightMissing = complianceScore([
      check('OVERDUE_MEASURE', 'a', false, 1),
      check('OVERDUE_MEASURE', 'b', true, 3),
    ]);
    expect(heavyMissing.grade).toBe(6);
    expect(lightMissing.grade).toBe(3);
  });
  it('with nothing to check there is no grade', () => {
    expect(complianceScore([])).toEqual({ grade: undefined, percent: 100, metWeight: 0, totalWeight: 0 });
  });
  it('a tenant with everything covered gets 1, one with nothing covered 6', () => {
    const activity = doc('ACTIVITY', 'a-1', { substance: 's-acetone', emkgComplete: true });
    const covered = [
      hazardous,
      activity,
      doc('RISK_ASSESSMENT', 'ra-1', { substances: ['s-acetone'] }),
      doc('SUBSTANCE_INSTRUCTION', 'oi-1', { target: 's-acetone', activities: ['a-1'] }),
    ];
    expect(complianceScore(complianceChecks(covered, TODAY)).grade).toBe(1);
    expect(complianceScore(complianceChecks([hazardous, { ...activity, data: {} }], TODAY)).grade).toBe(6);
  });
});

describe('CMP-7 what would improve the score most', () => {
  it('names the three heaviest checks not met, with the points each gives and the grade after', () => {
    const checks = [
      check('OVERDUE_MEASURE', 'm-1', false, 2),
      check('MISSING_EMKG', 'a-1', false, 4),
      check('MISSING_RISK_ASSESSMENT', 's-1', false, 3),
      check('MISSING_RISK_ASSESSMENT', 's-2', false, 1),
      check('MISSING_OPERATING_INSTRUCTION', 's-3', true, 10),
    ];
    expect(topImprovements(checks).map((found) => [found.check.id, found.points, found.gradeAfter])).toEqual([
      ['a-1', 20, 3],
      ['s-1', 15, 4],
      ['m-1', 10, 4],
    ]);
  });
  it('among equal weights keeps the order of the checks, and gives fewer when fewer are missing', () => {
    const checks = [
      check('OVERDUE_MEASURE', 'm-1', false, 2),
      check('MISSING_RISK_ASSESSMENT', 's-1', false, 2),
      check('MISSING_RISK_ASSESSMENT', 's-2', true, 2),
    ];
    expect(topImprovements(checks).map((found) => found.check.id)).toEqual(['m-1', 's-1']);
    expect(topImprovements([check('OVERDUE_MEASURE', 'm-1', true, 2)])).toEqual([]);
  });
});

describe('CMP-8 existing versus missing per reason', () => {
  it('counts met and missing checks of each reason, naming every reason', () => {
    expect(
      coverageByReason([
        check('OVERDUE_MEASURE', 'm-1', false, 2),
        check('OVERDUE_MEASURE', 'm-2', true, 2),
        check('MISSING_RISK_ASSESSMENT', 's-1', true, 3),
      ]),
    ).toEqual({
      OVERDUE_MEASURE: { met: 1, missing: 1 },
      MISSING_EMKG: { met: 0, missing: 0 },
      MISSING_RISK_ASSESSMENT: { met: 1, missing: 0 },
      MISSING_OPERATING_INSTRUCTION: { met: 0, missing: 0 },
    });
  });
});
