import { describe, expect, it } from 'vitest';
import { sheetLanguage } from './language';
import { detectSections } from './sections';
import { testDocument } from './test-document';

function detect(lines: readonly string[]) {
  const document = testDocument(lines);
  return sheetLanguage(document, detectSections(document));
}

describe('SDS-20 language of the sheet', () => {
  it('tells a German sheet and shows its first section heading', () => {
    const found = detect([
      'Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006',
      'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
      'Nicht in die Kanalisation gelangen lassen und von Zündquellen fernhalten.',
    ]);
    expect(found?.value).toBe('de');
    expect(found?.evidence[0]?.text).toBe('ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens');
  });

  it('tells an English sheet', () => {
    expect(
      detect([
        'Safety data sheet according to Regulation (EC) No 1907/2006',
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        'Keep away from heat and do not breathe the vapour.',
      ])?.value,
    ).toBe('en');
  });

  it('tells nothing from text without words of either language', () => {
    expect(detect(['H225 H319 H336', 'P210 P233 P240 P241'])).toBeUndefined();
  });
});
