import { describe, expect, it } from 'vitest';
import { detectSections } from './sections';
import { testDocument } from './test-document';
import { storageClass, waterHazardClass } from './water-and-storage';

function read(lines: readonly string[]) {
  const document = testDocument(lines);
  const structure = detectSections(document);
  return { water: waterHazardClass(structure, document)?.value, storage: storageClass(structure, document)?.value };
}

describe('SDS-17 water hazard class', () => {
  it.each([
    ['Wassergefährdungsklasse: | 1 - schwach wassergefährdend', 'CLASS_1'],
    ['WGK (AwSV): | 2 (Selbsteinstufung)', 'CLASS_2'],
    ['Wassergefährdungsklasse (WGK) nwg, Nicht wassergefährdend', 'NOT_HAZARDOUS'],
    ['Verweis auf AwSV | : Wassergefährdungsklasse (WGK) 3, stark wassergefährdend', 'CLASS_3'],
    ['Water hazard class (WGK) | slightly hazardous to water (WGK 1)', 'CLASS_1'],
    ['Germany - Water Classification | WGK 2', 'CLASS_2'],
    ['Wassergefährdungsklasse: awg', 'GENERALLY_HAZARDOUS'],
  ])('"%s" → %s', (line, water) => {
    expect(read(['ABSCHNITT 15: Rechtsvorschriften', line]).water).toBe(water);
  });

  it('reads the value below its label', () => {
    expect(read(['SECTION 15: Regulatory information', 'Water hazard class', 'WGK 1']).water).toBe('CLASS_1');
  });

  it('has none for an empty heading or an untranslated placeholder', () => {
    expect(
      read(['SECTION 15: Regulatory information', 'WGK Classification', 'International Inventories']).water,
    ).toBeUndefined();
    expect(
      read(['SECTION 15: Regulatory information', 'Water hazard class', 'Phrase ID 5038 not found']).water,
    ).toBeUndefined();
  });
});

describe('SDS-18 storage class (TRGS 510)', () => {
  it.each([
    ['Lagerklasse nach TRGS 510: | 11', '11'],
    ['Lagerklasse (TRGS 510): LGK 6.1 D', '6.1D'],
    ['Storage class (TRGS 510): 4.1B: Flammable solid hazardous materials', '4.1B'],
    ['Storage class 12 (TRGS 510)', '12'],
    ['VCI-Lagerklasse: 10', '10'],
    ['LGK: 3', '3'],
    ['Lagerklasse nach TRGS 510 (Deutschland): 10 – Brennbare Flüssigkeiten', '10'],
    ['Lagerklasse (LGK) | 5.1B', '5.1B'],
  ])('"%s" → %s', (line, storage) => {
    expect(read(['ABSCHNITT 7: Handhabung und Lagerung', line]).storage).toBe(storage);
  });

  it('reads the class names of TRGS 510 and values below their label', () => {
    expect(read(['ABSCHNITT 7: Handhabung und Lagerung', 'Lagerklasse', 'Nicht brennbare Flüssigkeiten']).storage).toBe(
      '12',
    );
    expect(read(['SECTION 7: Handling and storage', 'Storage class', 'Non-combustible solids']).storage).toBe('13');
  });

  it('passes over a reference and reads the class where it is given', () => {
    expect(
      read([
        'ABSCHNITT 7: Handhabung und Lagerung',
        'Weitere Angaben: Lagerklasse siehe Kapitel 15.',
        'ABSCHNITT 15: Rechtsvorschriften',
        'VCI-Lagerklasse:',
        '11 (mit Verpackung)',
      ]).storage,
    ).toBe('11');
  });
});
