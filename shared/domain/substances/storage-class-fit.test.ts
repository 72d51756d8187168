import { describe, expect, it } from 'vitest';
import { storageClassFindings } from './storage-class-fit';

const findings = (hazardStatements: readonly string[], storageClasses: readonly string[]) =>
  storageClassFindings({ hazardStatements, storageClasses });

describe('SDS-32 a storage class that does not fit the classification', () => {
  it('accepts the classes the statements call for', () => {
    expect(findings(['H225', 'H319', 'H336'], ['3'])).toEqual([]);
    expect(findings(['H314', 'H290'], ['8B'])).toEqual([]);
    expect(findings(['H280'], ['2A'])).toEqual([]);
    expect(findings(['H222', 'H229'], ['2B'])).toEqual([]);
    expect(findings(['H300+H310+H330', 'H314'], ['6.1B'])).toEqual([]);
    expect(findings(['H301+H311+H331', 'H314', 'H341', 'H373'], ['6.1C'])).toEqual([]);
    expect(findings(['H360Fd'], ['6.1D'])).toEqual([]);
    expect(findings(['H201'], ['1'])).toEqual([]);
  });

  it('says that a flammable liquid belongs in 3, not in 10 or 12', () => {
    expect(findings(['H225', 'H319'], ['10'])).toEqual([
      { id: 'HAZARD_WITHOUT_CLASS', expected: ['3'], statements: ['H225'] },
    ]);
  });

  it('follows the order of the assignment: a flammable corrosive liquid is 3, a toxic corrosive one 6.1', () => {
    expect(findings(['H226', 'H314'], ['3'])).toEqual([]);
    expect(findings(['H226', 'H314'], ['8A'])).toEqual([
      { id: 'HAZARD_WITHOUT_CLASS', expected: ['3'], statements: ['H226'] },
    ]);
    expect(findings(['H301', 'H314'], ['8B'])).toEqual([
      { id: 'HAZARD_WITHOUT_CLASS', expected: ['6.1C', '6.1D'], statements: ['H301'] },
    ]);
    // Methanol: flammable before toxic.
    expect(findings(['H225', 'H301+H311+H331', 'H370'], ['3'])).toEqual([]);
    // An oxidiser that is also very toxic (sodium dichromate) stays 5.1B; a pyrophoric solution 4.2.
    expect(findings(['H272', 'H301', 'H330', 'H314', 'H350'], ['5.1B'])).toEqual([]);
    expect(findings(['H225', 'H250', 'H260', 'H314'], ['4.2'])).toEqual([]);
  });

  it('accepts both classes where the order is not certain (a very toxic flammable liquid)', () => {
    expect(findings(['H225', 'H300', 'H330'], ['3'])).toEqual([]);
    expect(findings(['H225', 'H300', 'H330'], ['6.1A'])).toEqual([]);
  });

  it('says that a class rests on no statement of its hazard', () => {
    expect(findings(['H315', 'H319'], ['3'])).toEqual([
      { id: 'CLASS_WITHOUT_HAZARD', storageClass: '3', statements: ['H224', 'H225', 'H226'] },
    ]);
    expect(findings(['H302'], ['8B'])).toEqual([
      { id: 'CLASS_WITHOUT_HAZARD', storageClass: '8B', statements: ['H314'] },
    ]);
  });

  it('lets a class rest on a statement that allows it without calling for it (H290 for 8B, H372 for 6.1D)', () => {
    expect(findings(['H290', 'H319'], ['8B'])).toEqual([]);
    expect(findings(['H372'], ['6.1D'])).toEqual([]);
    expect(findings(['H372'], ['13'])).toEqual([]);
  });

  it('does not check what the statements cannot tell: 10–13, 5.1C, 6.2, 7, and nothing without statements or classes', () => {
    expect(findings(['H319'], ['12'])).toEqual([]);
    expect(findings(['H319'], ['13', '7'])).toEqual([]);
    expect(findings([], ['3'])).toEqual([]);
    expect(findings(['H225'], [])).toEqual([]);
  });

  it('is satisfied when one of several classes fits', () => {
    expect(findings(['H225'], ['3', '10'])).toEqual([]);
  });
});
