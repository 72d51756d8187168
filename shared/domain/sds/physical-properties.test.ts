import { describe, expect, it } from 'vitest';
import { decimal } from './numbers';
import { boilingPoint, ph, phOf, physicalState, vapourPressure } from './physical-properties';
import { detectSections } from './sections';
import { testDocument } from './test-document';

const DE = 'ABSCHNITT 9: Physikalische und chemische Eigenschaften';
const EN = 'SECTION 9: Physical and chemical properties';

function sheet(lines: readonly string[]) {
  const document = testDocument(lines);
  return { structure: detectSections(document), document };
}

describe('SDS-25 numbers', () => {
  it.each([
    ['0,86', 'de', 0.86],
    ['2.5', 'en', 2.5],
    ['1,920', 'en', 1920],
    ['1,000', 'de', 1],
    ['1.000.000', 'de', 1000000],
    ['−32', 'en', -32],
  ] as const)('"%s" in %s is %d', (text, language, value) => {
    expect(decimal(text, language)).toBe(value);
  });
});

describe('SDS-26 physical state', () => {
  it.each([
    [[DE, 'Aggregatzustand: | flüssig:'], 'LIQUID'],
    [
      [
        DE,
        '9.1 Angaben zu den grundlegenden physikalischen und chemischen Eigenschaften',
        'Aussehen',
        'Aggregatzustand',
        'flüssig',
        'Farbe',
        'weiß',
      ],
      'LIQUID',
    ],
    [[DE, 'Aggregatzustand | : Feststoff'], 'SOLID'],
    [[DE, '- Aussehen:', 'Form: | Fest', 'Farbe: | Blau'], 'SOLID'],
    [[DE, 'Physischer Zustand (Aussehen):', 'Form: fest'], 'SOLID'],
    [[DE, 'Form: | Gas', 'Farbe: | farblos'], 'GASEOUS'],
    [[DE, 'Aggregatzustand: | verflüssigtes Gas'], 'GASEOUS'],
    [[EN, 'Appearance | White', 'Physical State | Solid'], 'SOLID'],
    [[EN, 'Physical State: | Aqueous solution | Color: | Pale yellow'], 'LIQUID'],
    [[EN, 'a) | Appearance | Form: Rods', 'Colour: white'], 'SOLID'],
    [[EN, 'Appearance | Colorless to light yellow clearliquid'], 'LIQUID'],
    [[EN, 'Physical state | : Liquid. [Liquefied compressed gas.]'], 'LIQUID'],
    [[EN, '· Form: | Powder'], 'SOLID'],
  ])('%j', (lines, phase) => {
    const { structure, document } = sheet(lines);
    expect(physicalState(structure, document)?.value).toBe(phase);
  });

  it.each([
    [DE, 'Aggregatzustand: | Pastös'],
    [DE, 'Form: | Paste'],
    [DE, 'Form | : Artikel'],
    [EN, 'Physical state | : Aerosol'],
    [EN, 'Appearance : | White', 'Formula | : | C12H25NaO4S'],
  ])('%s / "%s" is none of the three', (...lines) => {
    const { structure, document } = sheet(lines);
    expect(physicalState(structure, document)).toBeUndefined();
  });

  it('gives the label and value lines as evidence', () => {
    const { structure, document } = sheet([EN, 'Physical state', 'liquid', 'Colour', 'colourless']);
    expect(physicalState(structure, document)?.evidence.map((line) => line.text)).toEqual(['Physical state', 'liquid']);
  });
});

describe('SDS-27 boiling point', () => {
  it.each([
    [[DE, 'Siedepunkt: | > 100 °C | (geschätzt)'], { value: 100, unit: 'C', comparator: '>' }],
    [
      [EN, 'Boiling point or initial boiling point and | >100 °C', 'boiling range'],
      { value: 100, unit: 'C', comparator: '>' },
    ],
    [[EN, 'Boiling Point / Range: | 60°C (140°F) - | 63°C (145°F) | [ASTM D1078]'], { value: 60, unit: 'C' }],
    [[DE, 'Siedebeginn und Siedebereich: | 100 - 110 °C | bei 1013 hPa'], { value: 100, unit: 'C' }],
    [[DE, 'Siedepunkt/Siedebereich: | 78,3 °C'], { value: 78.3, unit: 'C' }],
    [[EN, 'Initial boiling point and boiling range | 212 °F'], { value: 212, unit: 'F' }],
    [[EN, 'Boiling point (°C) | 56'], { value: 56, unit: 'C' }],
    [[EN, 'Initial boiling point | : | 78 °C (172 °F) at 1,013 hPa'], { value: 78, unit: 'C' }],
    [[DE, 'Anfangssiedepunkt und Siedebereich | ca. 180 – 220 °C'], { value: 180, unit: 'C' }],
  ])('%j', (lines, point) => {
    const { structure, document } = sheet(lines);
    expect(boilingPoint(structure, document, lines[0] === DE ? 'de' : 'en')?.point).toEqual(point);
  });

  it.each([
    [DE, 'Siedepunkt oder Siedebeginn und | nicht bestimmt', 'Siedebereich'],
    [DE, 'Siedepunkt / -bereich: | °C'],
    [EN, 'Boiling point/boiling range | FCC Method'],
    [EN, 'Boiling Point (°C): | No data available.'],
    [DE, 'Siedepunkt/Siedebereich: | Nicht anwendbar (Feststoff).'],
    [EN, 'Boiling point | not determined | Temperature 20 °C'],
  ])('%s / "%s" states none', (...lines) => {
    const { structure, document } = sheet(lines);
    expect(boilingPoint(structure, document, null)).toBeUndefined();
  });

  it('reads section 9 only, with the line as evidence', () => {
    const { structure, document } = sheet([
      'SECTION 5: Firefighting measures',
      'Boiling point: 20 °C',
      EN,
      'Boiling point | : | 78 °C',
    ]);
    expect(boilingPoint(structure, document, 'en')?.finding).toMatchObject({
      value: '78 °C',
      evidence: [{ text: 'Boiling point | : | 78 °C'.replaceAll(' | ', ' ') }],
    });
  });
});

describe('SDS-28 vapour pressure', () => {
  it.each([
    [[DE, 'Dampfdruck | 23 hPa'], { value: 23, unit: 'hPa' }],
    [[DE, 'Dampfdruck: | ca. 23 hPa'], { value: 23, unit: 'hPa' }],
    [[DE, 'Dampfdruck bei 20 °C: 0 mbar'], { value: 0, unit: 'mbar', temperature: { value: 20, unit: 'C' } }],
    [[DE, 'Dampfdruck (20°C): | 58 hPa'], { value: 58, unit: 'hPa', temperature: { value: 20, unit: 'C' } }],
    [
      [EN, 'Vapor Pressure: | 22 kPa (165 mm Hg) at 20 °C | [Calculated]'],
      { value: 22, unit: 'kPa', temperature: { value: 20, unit: 'C' } },
    ],
    [
      [EN, 'Vapour pressure | : 0,9783 hPa at 20 °C Calculated (98,6 %)'],
      { value: 0.9783, unit: 'hPa', temperature: { value: 20, unit: 'C' } },
    ],
    [
      [EN, 'k) | Vapour pressure | 0.0018 hPa (0.0014 mmHg) at 20 °C (68 °F)'],
      { value: 0.0018, unit: 'hPa', temperature: { value: 20, unit: 'C' } },
    ],
    [[EN, 'Vapour pressure (Pa) : | 12'], { value: 12, unit: 'Pa' }],
    [[EN, 'Vapor pressure | 5.7 mmHg @ 25 °C'], { value: 5.7, unit: 'mmHg', temperature: { value: 25, unit: 'C' } }],
    [[DE, 'Dampfdruck: | 10 - 20 hPa | bei 20 °C'], { value: 20, unit: 'hPa', temperature: { value: 20, unit: 'C' } }],
    [[DE, 'Dampfdruck: | < 0,1 hPa'], { value: 0.1, unit: 'hPa', comparator: '<' }],
  ])('%j', (lines, pressure) => {
    const { structure, document } = sheet(lines);
    expect(vapourPressure(structure, document, lines[0] === DE ? 'de' : 'en')?.pressure).toEqual(pressure);
  });

  it.each([
    [DE, 'Dampfdruck (20°C): | hPa', 'Dampfdruck (25°C): | hPa'],
    [EN, 'Vapor pressure mm Hg 20°C | No information available'],
    [EN, 'Vapour pressure (Pa) : | Not applicable'],
    [DE, 'Dampfdruck | nicht erforderlich'],
  ])('%s / "%s" states none', (...lines) => {
    const { structure, document } = sheet(lines);
    expect(vapourPressure(structure, document, null)).toBeUndefined();
  });
});

describe('SDS-29 pH', () => {
  it.each([
    ['8 | Temperatur 20 °C', { value: 8 }],
    ['ca.11 | Temperature 20 °C', { value: 11 }],
    ['9 - 11,4 | at °C: 20 °C', { value: 9, to: 11.4 }],
    ['ca. 5 - 7', { value: 5, to: 7 }],
    ['3,2 | bei 100 g/l Wasser', { value: 3.2 }],
    ['in 10 g/l Wasser (20°C): | 7,81 | (CIPAC MT 75.3)', { value: 7.81 }],
    ['6,86 (CIPAC MT 75.3 - 1% H2O)', { value: 6.86 }],
    ['13.3 [Conc. (% w/w): 100%]', { value: 13.3 }],
    ['9.1 at 10 g/l', { value: 9.1 }],
    ['< 2', { value: 2, comparator: '<' }],
  ])('"%s"', (value, expected) => {
    expect(phOf(value.replaceAll(' | ', ' '))).toEqual(expected);
  });

  it.each(['No information available', 'nicht anwendbar', 'N/A', 'Not available', '( °C):', '20 °C', '15'])(
    '"%s" is none',
    (value) => {
      expect(phOf(value)).toBeUndefined();
    },
  );

  it('reads the first pH label with a value, in German and English sheets', () => {
    const german = sheet([
      DE,
      '9.2.13 | pH-Wert im Original ( | °C):',
      '9.2.14 | pH-Wert in 10 g/l Wasser (20°C): | 7,81',
    ]);
    expect(ph(german.structure, german.document)?.value).toEqual({ value: 7.81 });
    const english = sheet([EN, 'pH | : 13.3 [Conc. (% w/w): 100%]', 'Boiling point | : Not available.']);
    expect(ph(english.structure, english.document)?.finding.value).toBe('13.3');
  });
});

describe('SDS-26…29 a lone label', () => {
  it("does not take the next property's value for its own", () => {
    const { structure, document } = sheet([
      EN,
      'f) | Initial boiling point and | No data available',
      'boiling range',
      'g) | Flash point | 170 °C (338 °F)',
    ]);
    expect(boilingPoint(structure, document, 'en')).toBeUndefined();
  });
});
