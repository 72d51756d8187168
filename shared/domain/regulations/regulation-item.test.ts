import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../entities/derive/schema';
import { measure } from '../../entities/measure';
import { regulationItemOf } from './regulation-item';

const REGULATION = {
  changes: [{ id: 'c1', changeAt: '2024-12-02', content: '<p>Novelle</p>' }],
  requiredActions: [{ id: 'a1', content: '<p>Prüfen</p>' }],
};
const MEASURE = {
  name: 'Gefährdungsbeurteilung prüfen',
  origin: 'reg-1',
  measureType: 'ORGANIZATIONAL',
  responsible: 'emp-1',
  isDone: false,
  isRecurring: false,
};

describe('a measure from a change or required action (RGL-17)', () => {
  it('finds the change or the action the measure names in its regulation', () => {
    expect(regulationItemOf(REGULATION, { originChange: 'c1' })).toEqual({
      kind: 'change',
      id: 'c1',
      changeAt: '2024-12-02',
      content: '<p>Novelle</p>',
    });
    expect(regulationItemOf(REGULATION, { originRequiredAction: 'a1' })).toEqual({
      kind: 'requiredAction',
      id: 'a1',
      content: '<p>Prüfen</p>',
    });
  });

  it('finds nothing when the measure names no item or the item is gone', () => {
    expect(regulationItemOf(REGULATION, {})).toBeUndefined();
    expect(regulationItemOf(REGULATION, { originRequiredAction: 'withdrawn' })).toBeUndefined();
    expect(regulationItemOf({}, { originChange: 'c1' })).toBeUndefined();
  });

  it('a measure names a change or a required action, not both', () => {
    expect(validateDocument(measure, { ...MEASURE, originRequiredAction: 'a1' }).ok).toBe(true);
    expect(validateDocument(measure, { ...MEASURE, originChange: 'c1', originRequiredAction: 'a1' })).toEqual({
      ok: false,
      issues: [{ path: 'originRequiredAction', message: 'rule.measure.oneRegulationItem' }],
    });
  });
});
