import { describe, expect, it } from 'vitest';
import { STORAGE_CLASSES } from '../../enums/catalogs';
import { JOINT_STORAGE_REFERENCES, jointStorage, SMALL_QUANTITY_EXEMPTION } from './joint-storage';

const PAIRS = STORAGE_CLASSES.flatMap((a) => STORAGE_CLASSES.map((b) => [a, b] as const));

describe('SUB-9 joint storage guidance (TRGS 510 13.3, Table 12, secondary)', () => {
  it('answers every one of the 24 × 24 pairs, each with a source marked secondary', () => {
    expect(PAIRS).toHaveLength(576);
    for (const [a, b] of PAIRS) {
      const result = jointStorage(a, b);
      expect(result.classes).toEqual([a, b]);
      expect(JOINT_STORAGE_REFERENCES, `${a}/${b}`).toContain(result.source.reference);
      expect(result.source.secondary).toBe(true);
    }
  });

  it('gives the same guidance for a pair in either order', () => {
    for (const [a, b] of PAIRS) {
      const { classes: _ab, ...forward } = jointStorage(a, b);
      const { classes: _ba, ...backward } = jointStorage(b, a);
      expect(backward, `${a}/${b}`).toEqual(forward);
    }
  });

  it('lets a class be stored with itself as a rule (13.2 (2))', () => {
    expect(jointStorage('3', '3')).toMatchObject({ guidance: 'TOGETHER', basis: 'SAME_CLASS' });
    expect(jointStorage('8B', '8B')).toMatchObject({ guidance: 'TOGETHER', basis: 'SAME_CLASS' });
  });

  it('points to the specific legal provisions for explosives, ammonium nitrate, organic peroxides and radioactive substances (note 1)', () => {
    for (const code of ['1', '4.1A', '5.1C', '5.2', '7'] as const) {
      expect(jointStorage(code, code)).toMatchObject({ guidance: 'WITH_CONDITIONS', notes: [1] });
    }
    expect(jointStorage('5.2', '3')).toMatchObject({
      guidance: 'CHECK_TABLE',
      basis: 'SPECIFIC_PROVISIONS',
      notes: [1],
    });
  });

  it('keeps explosive, infectious and radioactive substances apart from every other class', () => {
    for (const code of STORAGE_CLASSES) {
      for (const apart of ['1', '6.2', '7'] as const) {
        if (code !== apart) expect(jointStorage(apart, code).guidance, `${apart}/${code}`).toBe('SEPARATE');
      }
    }
  });

  it('lets classes 10 to 13 be stored together', () => {
    expect(jointStorage('10', '12')).toMatchObject({ guidance: 'TOGETHER', basis: 'CLASSES_10_TO_13' });
    expect(jointStorage('13', '11').guidance).toBe('TOGETHER');
  });

  it('says to check the table where the cell is not known, never "together"', () => {
    expect(jointStorage('3', '5.1B')).toMatchObject({ guidance: 'CHECK_TABLE', basis: 'NOT_KNOWN', notes: [] });
    expect(jointStorage('8A', '8B').guidance).toBe('CHECK_TABLE');
    expect(jointStorage('2A', '2A').guidance).toBe('CHECK_TABLE');
    const together = PAIRS.filter(([a, b]) => jointStorage(a, b).guidance === 'TOGETHER');
    for (const [a, b] of together) {
      expect(
        a === b || (['10', '11', '12', '13'].includes(a) && ['10', '11', '12', '13'].includes(b)),
        `${a}/${b}`,
      ).toBe(true);
    }
  });

  it('knows the small-quantity exemption of 400 kg in total and 200 kg per class', () => {
    expect(SMALL_QUANTITY_EXEMPTION).toEqual({ totalKg: 400, perClassKg: 200 });
  });
});
