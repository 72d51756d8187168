import { describe, expect, it } from 'vitest';
import {
  byStop,
  measureNeedsReason,
  missingPersonalReasons,
  needsPersonalReason,
  onlyPersonal,
  STOP_ORDER,
  stopRank,
} from './stop';

describe('STOP (docs/domain/risk-assessments.md)', () => {
  it('RA-6 orders substitution, technical, organisational, personal', () => {
    expect(STOP_ORDER).toEqual(['SUBSTITUTIONAL', 'TECHNICAL', 'ORGANIZATIONAL', 'PERSONAL']);
    expect(STOP_ORDER.map(stopRank)).toEqual([0, 1, 2, 3]);
    expect(stopRank(undefined)).toBe(4);
  });

  it('RA-6 sorts measures by STOP and keeps the order within a type', () => {
    const measures = [
      { name: 'gloves', type: 'PERSONAL' },
      { name: 'training', type: 'ORGANIZATIONAL' },
      { name: 'no type' },
      { name: 'exhaust', type: 'TECHNICAL' },
      { name: 'water-based', type: 'SUBSTITUTIONAL' },
      { name: 'goggles', type: 'PERSONAL' },
      { name: 'enclosure', type: 'TECHNICAL' },
    ];
    expect(byStop(measures, (measure) => measure.type).map((measure) => measure.name)).toEqual([
      'water-based',
      'exhaust',
      'enclosure',
      'training',
      'gloves',
      'goggles',
      'no type',
    ]);
  });

  it('RA-7 only personal measures need a reason; none, or any S, T or O measure, do not', () => {
    expect(needsPersonalReason(['PERSONAL'])).toBe(true);
    expect(needsPersonalReason(['PERSONAL', 'PERSONAL'])).toBe(true);
    expect(needsPersonalReason([])).toBe(false);
    expect(needsPersonalReason(['PERSONAL', 'ORGANIZATIONAL'])).toBe(false);
    expect(needsPersonalReason(['TECHNICAL'])).toBe(false);
  });
});

describe('the reason for only personal measures (docs/domain/risk-assessments.md)', () => {
  const measure = (id: string, risk: string, measureType: string) => ({
    id,
    data: { origin: 'ra-1', originRisk: risk, measureType },
  });
  const stored = [
    measure('shoes', 'r1', 'PERSONAL'),
    measure('gloves', 'r1', 'PERSONAL'),
    measure('exhaust', 'r2', 'TECHNICAL'),
    measure('goggles', 'r2', 'PERSONAL'),
    { id: 'elsewhere', data: { origin: 'ra-2', originRisk: 'r3', measureType: 'TECHNICAL' } },
  ];

  it('RA-7 a risk has only personal measures when all of its measure documents are personal', () => {
    expect(onlyPersonal('ra-1', 'r1', stored)).toBe(true);
    expect(onlyPersonal('ra-1', 'r2', stored)).toBe(false);
    expect(onlyPersonal('ra-1', 'r3', stored)).toBe(false);
  });

  it('RA-7 a save of the assessment is refused for a risk it changes that has only personal measures and no reason', () => {
    const before = [
      { id: 'r1', order: 0, name: 'Rutschen' },
      { id: 'r2', order: 1, name: 'Spritzer' },
    ];
    expect(
      missingPersonalReasons('ra-1', [{ ...before[0], name: 'Rutschen auf Aceton' }, before[1]], before, stored),
    ).toEqual(['risks.0.personalMeasuresReason']);
    expect(
      missingPersonalReasons('ra-1', [{ ...before[0], personalMeasuresReason: '  ' }, before[1]], before, stored),
    ).toEqual(['risks.0.personalMeasuresReason']);
    expect(
      missingPersonalReasons('ra-1', [{ ...before[0], personalMeasuresReason: 'Wannen bestellt' }], before, stored),
    ).toEqual([]);
    // Unchanged or only renumbered, it is not refused: a measure changed elsewhere blocks nothing.
    expect(missingPersonalReasons('ra-1', before, before, stored)).toEqual([]);
    expect(missingPersonalReasons('ra-1', [{ ...before[0], order: 5 }], before, stored)).toEqual([]);
    // A new risk has no measures yet.
    expect(missingPersonalReasons('ra-1', [...before, { id: 'r9', order: 2 }], before, stored)).toEqual([]);
  });

  it('RA-7 a measure that leaves its risk with only personal measures and no reason is refused', () => {
    const risks = [{ id: 'r1' }, { id: 'r2' }, { id: 'r4' }, { id: 'r5', personalMeasuresReason: 'Nur PSA möglich' }];
    // The first measure of a risk, personal: refused without a reason.
    expect(measureNeedsReason(measure('new', 'r4', 'PERSONAL'), risks, stored)).toBe(true);
    expect(measureNeedsReason(measure('new', 'r4', 'TECHNICAL'), risks, stored)).toBe(false);
    expect(measureNeedsReason(measure('new', 'r5', 'PERSONAL'), risks, stored)).toBe(false);
    // The technical measure of r2 made personal: refused.
    expect(measureNeedsReason(measure('exhaust', 'r2', 'PERSONAL'), risks, stored)).toBe(true);
    // r1 already has only personal measures: one marked done is not refused, another one is.
    const done = {
      ...measure('shoes', 'r1', 'PERSONAL'),
      data: { ...measure('shoes', 'r1', 'PERSONAL').data, isDone: true },
    };
    expect(measureNeedsReason(done, risks, stored)).toBe(false);
    expect(measureNeedsReason(measure('helmet', 'r1', 'PERSONAL'), risks, stored)).toBe(true);
    // A measure of no risk is never refused.
    expect(measureNeedsReason({ id: 'x', data: { origin: 'ra-1', measureType: 'PERSONAL' } }, risks, stored)).toBe(
      false,
    );
  });
});
