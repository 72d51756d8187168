import { describe, expect, it } from 'vitest';
import { sectionOfTitle } from './section-titles';
import { detectSections, sectionOf } from './sections';
import { testDocument } from './test-document';

function headings(lines: readonly string[]): [number, string][] {
  return detectSections(testDocument(lines)).sections.map((section) => [section.section, section.heading.text]);
}

describe('SDS-4 section titles in German and English', () => {
  it.each([
    ['Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens', 1],
    ['BEZEICHNUNG DES STOFFES / DER ZUBEREITUNG UND FIRMENBEZEICHNUNG', 1],
    ['Identification of the substance/mixture and of the company/undertaking', 1],
    ['PRODUCT AND COMPANY IDENTIFICATION', 1],
    ['Mögliche Gefahren', 2],
    ['GEFAHRENIDENTIFIZIERUNG', 2],
    ['Hazards identification', 2],
    ['Zusammensetzung/Angaben zu Bestandteilen', 3],
    ['Composition/information on ingredients', 3],
    ['Erste-Hilfe-Maßnahmen', 4],
    ['Fire-fighting measures', 5],
    ['Maßnahmen bei unbeabsichtigter Freisetzung', 6],
    ['Handhabung und Lagerung', 7],
    ['Exposure controls/personal protection', 8],
    ['Physical/Chemical Properties', 9],
    ['Stabilität und Reaktivität', 10],
    ['Toxicological information', 11],
    ['Umweltbezogene Angaben', 12],
    ['Disposal considerations', 13],
    ['Angaben zum Transport', 14],
    ['Regulatory information', 15],
    ['Sonstige Angaben', 16],
  ])('"%s" is section %i', (title, section) => {
    expect(sectionOfTitle(title)).toBe(section);
  });
});

describe('SDS-5 section headings numbered the many ways sheets number them', () => {
  it.each([
    ['ABSCHNITT 2: Mögliche Gefahren'],
    ['* ABSCHNITT 2: Mögliche Gefahren'],
    ['SECTION 2: Hazards identification'],
    ['SECTION 2 HAZARDS IDENTIFICATION'],
    ['Section 2 - Hazards Identification'],
    ['ABSATZ 2. GEFAHRENIDENTIFIZIERUNG'],
    ['2. HAZARDS IDENTIFICATION'],
    ['2 Hazards identification'],
    ['2. | MÖGLICHE GEFAHREN'],
    ['2) Hazards identification'],
    ['2 - HAZARDS IDENTIFICATION'],
  ])('"%s" opens section 2', (heading) => {
    const found = headings([
      '1. Identification of the substance/mixture and of the company',
      'Product name: X',
      heading,
    ]);
    expect(found.map(([section]) => section)).toEqual([1, 2]);
  });

  it('takes a keyword heading without title, and its title from nowhere', () => {
    expect(
      headings(['SECTION 1', 'Product name: Acetone', 'SECTION 2', 'Signal word: Danger']).map(([n]) => n),
    ).toEqual([1, 2]);
  });

  it('does not take a reference to a section, a wrong title or a smaller number for a heading', () => {
    const found = headings([
      'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
      '2. Relevante identifizierte Verwendungen des Stoffs oder Gemischs',
      'ABSCHNITT 2: Mögliche Gefahren',
      'Für die nicht ausgeschriebenen Einstufungen ist der volle Wortlaut in',
      'Abschnitt 16 aufgeführt.',
      'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
      'ABSCHNITT 16: Sonstige Angaben',
      'ZU 3. ZUSAMMENSETZUNG / ANGABEN ZU DEN BESTANDTEILEN',
      '2.2, 15.1.3, 16.',
    ]);
    expect(found.map(([section]) => section)).toEqual([1, 2, 3, 16]);
  });

  it('does not restart a section at its heading repeated on the next page', () => {
    const structure = detectSections(
      testDocument({
        pages: [
          ['8. EXPOSURE CONTROLS/PERSONAL PROTECTION', 'Exposure limits: none'],
          ['8. EXPOSURE CONTROLS/PERSONAL PROTECTION (continued)', 'Eye protection: goggles'],
        ],
      }),
    );
    expect(structure.sections).toHaveLength(1);
    expect(structure.sections[0]?.lines.map((line) => line.text)).toContain('Eye protection: goggles');
  });

  it('reads the ISO 11014 order of older sheets: composition numbered 2, hazards numbered 3', () => {
    const structure = detectSections(
      testDocument([
        '1 Identification of the substance/mixture and of the company/undertaking',
        '2 Composition/information on ingredients',
        '3 Hazards identification',
        'H315 Causes skin irritation.',
        '4 First aid measures',
      ]),
    );
    expect(structure.sections.map((section) => [section.printed, section.section])).toEqual([
      [1, 1],
      [2, 3],
      [3, 2],
      [4, 4],
    ]);
    expect(sectionOf(structure, 2)?.lines.map((line) => line.text)).toEqual(['H315 Causes skin irritation.']);
  });

  it('keeps the running header out of the section it interrupts', () => {
    const structure = detectSections(
      testDocument({
        header: ['Sicherheitsdatenblatt | Seite {page} von 2'],
        pages: [
          [
            'ABSCHNITT 2: Mögliche Gefahren',
            '2.2 Kennzeichnungselemente',
            'Gefahrenhinweise:',
            'H225 Flüssigkeit und Dampf leicht entzündbar.',
          ],
          ['H319 Verursacht schwere Augenreizung.', 'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen'],
        ],
      }),
    );
    const hazards = sectionOf(structure, 2);
    expect(hazards?.lines.map((line) => line.text)).not.toContain('Sicherheitsdatenblatt Seite 2 von 2');
    expect(hazards?.subsections[0]?.lines.map((line) => line.text)).toEqual([
      'Gefahrenhinweise:',
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      'H319 Verursacht schwere Augenreizung.',
    ]);
  });

  it('puts the lines before the first heading in the preamble', () => {
    const structure = detectSections(
      testDocument(['SAFETY DATA SHEET', 'Revision date: 01.02.2020', 'SECTION 1: Identification']),
    );
    expect(structure.preamble.map((line) => line.text)).toEqual(['SAFETY DATA SHEET', 'Revision date: 01.02.2020']);
  });
});

describe('SDS-5 subsections', () => {
  it('numbers subsections 2.1, 2.2., 2.3: and leaves third levels (3.2.1) in their subsection', () => {
    const structure = detectSections(
      testDocument([
        'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
        '3.1 Stoffe',
        'Nicht anwendbar',
        '3.2. Gemische',
        '3.2.1 Stoffbezeichnung: Formaldehyd',
        '3.2.1.2 CAS-Nr.: 50-00-0',
      ]),
    );
    const section = sectionOf(structure, 3);
    expect(section?.subsections.map((subsection) => [subsection.number, subsection.title])).toEqual([
      ['3.1', 'Stoffe'],
      ['3.2', 'Gemische'],
    ]);
    expect(section?.subsections[1]?.lines).toHaveLength(2);
  });

  it('finds the unnumbered subsections of section 2 by their titles', () => {
    const structure = detectSections(
      testDocument([
        '2. HAZARDS IDENTIFICATION',
        'Classification of the Substance or Mixture',
        'Reproductive Toxicity: Category 1B',
        'Label Elements',
        'Signal Word: Danger',
        'Other Hazards',
        'None known.',
      ]),
    );
    expect(
      sectionOf(structure, 2)?.subsections.map((subsection) => [subsection.title, subsection.lines.length]),
    ).toEqual([
      ['Classification of the Substance or Mixture', 1],
      ['Label Elements', 1],
      ['Other Hazards', 1],
    ]);
  });
});
