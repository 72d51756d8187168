import { describe, expect, it } from 'vitest';
import { INSTRUCTION_SECTIONS, instructionScreenSections, nextRevisionAt } from './operating-instruction-fields';
import { substanceInstruction } from './substance-instruction';
import { workEquipmentInstruction } from './work-equipment-instruction';

describe('one definition of both instructions (OI-1, OI-21)', () => {
  it('puts every field of each kind in exactly one screen section', () => {
    for (const entity of [substanceInstruction, workEquipmentInstruction]) {
      const placed = (entity.sections ?? []).flatMap((section) => section.fields);
      expect([...placed].sort()).toEqual(Object.keys(entity.fields).sort());
    }
  });

  it('gives each printed section its texts and symbol column, in the spec field names', () => {
    expect(INSTRUCTION_SECTIONS.SUBSTANCE.map((section) => section.texts)).toEqual([
      ['activityDescription'],
      ['humanEnvDescription'],
      ['measuresBehaviorDescription'],
      ['malfunctionBehaviorDescription'],
      ['firstAidDescription'],
      ['disposalDescription'],
    ]);
    expect(INSTRUCTION_SECTIONS.WORK_EQUIPMENT[2]).toMatchObject({
      texts: ['measures', 'behaviorRules'],
      symbols: ['mandatorySymbols', 'prohibitionSymbols'],
    });
    expect(instructionScreenSections('SUBSTANCE', ['name']).find((s) => s.key === 'first-aid')?.fields).toEqual([
      'firstAidDescription',
      'rescueSymbols',
      'emergencyNumber',
    ]);
  });

  it('derives the next revision from the last revision, else the derivation, plus the interval', () => {
    expect(nextRevisionAt({ revisionInterval: 12, revisedAt: '2026-01-31' })).toBe('2027-01-31');
    expect(nextRevisionAt({ revisionInterval: 1, revisedAt: '2026-01-31' })).toBe('2026-02-28');
    expect(nextRevisionAt({ revisionInterval: 6, derivation: { derivedAt: '2026-03-10T08:00:00.000Z' } })).toBe(
      '2026-09-10',
    );
    expect(nextRevisionAt({ revisionInterval: 6 })).toBeUndefined();
    expect(nextRevisionAt({ revisedAt: '2026-01-31' })).toBeUndefined();
  });
});
