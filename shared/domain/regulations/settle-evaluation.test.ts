import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../entities/derive/schema';
import { regulationEvaluation } from '../../entities/regulation-evaluation';
import { settleEvaluation } from './settle-evaluation';

const STAMP = { employeeId: 'acme-emp-anna', at: '2026-11-25T09:00:00.000Z' };
const EARLIER = { evaluatedBy: 'acme-emp-schneider', evaluatedAt: '2026-10-01T08:00:00.000Z' };

describe('compliance evaluation (docs/domain/regulations.md)', () => {
  it('RGL-11: a new evaluation is stamped with the committing employee and the commit time', () => {
    const data = { regulation: 'r1', applicability: 'APPLIES', fulfilment: 'OPEN', evaluatedBy: 'forged' };
    expect(settleEvaluation(undefined, data, STAMP)).toEqual({
      regulation: 'r1',
      applicability: 'APPLIES',
      fulfilment: 'OPEN',
      evaluatedBy: 'acme-emp-anna',
      evaluatedAt: STAMP.at,
    });
  });

  it('RGL-11: a changed fulfilment or evidence restamps; an unchanged evaluation keeps the stored stamp', () => {
    const previous = { regulation: 'r1', applicability: 'APPLIES', fulfilment: 'OPEN', ...EARLIER };
    expect(settleEvaluation(previous, { ...previous, fulfilment: 'FULFILLED' }, STAMP)).toMatchObject({
      evaluatedBy: 'acme-emp-anna',
      evaluatedAt: STAMP.at,
    });
    expect(settleEvaluation(previous, { ...previous, evidence: 'Prüfbericht 2026' }, STAMP)).toMatchObject({
      evaluatedBy: 'acme-emp-anna',
    });
    const forged = { ...previous, evaluatedBy: 'someone', evaluatedAt: '2020-01-01T00:00:00.000Z' };
    expect(settleEvaluation(previous, forged, STAMP)).toMatchObject(EARLIER);
  });

  it('RGL-12: an obligation that does not apply is neither fulfilled nor not', () => {
    const settled = settleEvaluation(
      undefined,
      { regulation: 'r1', applicability: 'DOES_NOT_APPLY', fulfilment: 'OPEN' },
      STAMP,
    );
    expect(settled.fulfilment).toBeUndefined();
    expect(validateDocument(regulationEvaluation, settled).ok).toBe(true);
  });

  it('RGL-12: an applicable obligation needs its fulfilment', () => {
    const result = validateDocument(regulationEvaluation, { regulation: 'r1', applicability: 'APPLIES' });
    expect(result).toEqual({
      ok: false,
      issues: [{ path: 'fulfilment', message: 'rule.regulationEvaluation.fulfilmentOfApplicable' }],
    });
  });
});
