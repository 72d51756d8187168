import { describe, expect, it } from 'vitest';
import { byStop, needsPersonalReason, STOP_ORDER, stopRank } from './stop';

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
