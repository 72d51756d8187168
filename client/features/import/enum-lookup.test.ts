import { describe, expect, it, vi } from 'vitest';
import type { EnumField } from '../../../shared/entities/fields';
import { workEquipment } from '../../../shared/entities/work-equipment';
import { enumLookup, enumLookups } from './enum-lookup';
import { buildLanguages } from './test-languages';

const type = workEquipment.fields.workEquipmentType as EnumField;

describe('enum codes by what a cell may write', () => {
  it('finds a code by itself, with spaces for underscores and by its label in either language', () => {
    const lookup = enumLookup(type, buildLanguages('de'));
    expect(lookup.get('machine')).toBe('MACHINE');
    expect(lookup.get('maschine')).toBe('MACHINE');
    expect(lookup.get('monitoringrequiredfacility')).toBe('MONITORING_REQUIRED_FACILITY');
    expect(lookup.get('rakete')).toBeUndefined();
  });

  it('reads the labels of a field once, however many cells ask', () => {
    const languages = buildLanguages('de');
    const translate = vi.spyOn(languages[0] as NonNullable<(typeof languages)[0]>, '_');
    const codes = enumLookups(languages);
    const first = codes(type);
    const calls = translate.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    for (let cell = 0; cell < 50; cell++) expect(codes(type)).toBe(first);
    expect(translate.mock.calls.length).toBe(calls);
  });
});
