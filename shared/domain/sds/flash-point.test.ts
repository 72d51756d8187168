import { describe, expect, it } from 'vitest';
import { flashPoint } from './flash-point';
import { detectSections } from './sections';
import { testDocument } from './test-document';

function read(lines: readonly string[]) {
  const document = testDocument(lines);
  return flashPoint(detectSections(document), document);
}

describe('SDS-19 flash point', () => {
  it.each([
    ['Flammpunkt: | 23 °C | DIN EN ISO 2719', { value: 23, unit: 'C' }],
    ['Flash point | 88 °C / 191 °F | Closed cup', { value: 88, unit: 'C' }],
    ['Flash point | : | 64.00 °F | ( | 17.78 °C | )', { value: 17.78, unit: 'C' }],
    ['Flash Point [Method]: | -32°C | (-26°F) | [ASTM D-56]', { value: -32, unit: 'C' }],
    ['Flammpunkt: > 200 °C', { value: 200, unit: 'C', comparator: '>' }],
    ['Flash point: 181 °F', { value: 181, unit: 'F' }],
    ['Flash point (°C) | 12,5', { value: 12.5, unit: 'C' }],
    ['Flash point: = 67°C', { value: 67, unit: 'C' }],
  ])('"%s"', (line, point) => {
    expect(read(['SECTION 9: Physical and chemical properties', line])?.point).toEqual(point);
  });

  it.each(['Flammpunkt: | °C', 'Flash point (°C) | not determined', 'Flammpunkt: nicht anwendbar (Feststoff)'])(
    '"%s" states none',
    (line) => {
      expect(read(['ABSCHNITT 9: Physikalische und chemische Eigenschaften', line])).toBeUndefined();
    },
  );

  it('reads the flash point of section 5 when section 9 has none, with the line as evidence', () => {
    const found = read([
      'SECTION 5: Fire fighting measures',
      'Flash point : 64.00 °F (17.78 °C)',
      'SECTION 9: Physical and chemical properties',
      'Boiling point: 78 °C',
    ]);
    expect(found?.finding).toMatchObject({
      value: '17.78 °C',
      evidence: [{ text: 'Flash point : 64.00 °F (17.78 °C)' }],
    });
  });
});
