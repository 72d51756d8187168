import { describe, expect, it } from 'vitest';
import { buildSdsDocument } from './build-document';
import { rawPages, testDocument } from './test-document';

describe('SDS-2 a sheet without a text layer', () => {
  it('has no text layer when its pages carry no text, as a scan', () => {
    const document = buildSdsDocument([
      { width: 595, height: 842, items: [] },
      { width: 595, height: 842, items: [] },
    ]);
    expect(document.textLayer).toBe(false);
    expect(document.pages).toHaveLength(2);
  });

  it('has no text layer when a scan carries only a stamped page number', () => {
    const document = buildSdsDocument(rawPages({ pages: [['1'], ['2'], ['3']] }));
    expect(document.textLayer).toBe(false);
  });

  it('has a text layer when its pages carry text', () => {
    expect(testDocument(['ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens']).textLayer).toBe(
      true,
    );
  });
});

describe('SDS-3 running headers and footers', () => {
  const pages = {
    header: ['Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006', 'Seite {page} von 3'],
    footer: ['Druckdatum: 01.02.2020 | Überarbeitet am: 15.01.2020'],
    pages: [
      ['ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens', 'Nicht anwendbar'],
      ['Nicht anwendbar', 'ABSCHNITT 9: Physikalische und chemische Eigenschaften'],
      ['ABSCHNITT 16: Sonstige Angaben', 'Nicht anwendbar'],
    ],
  };

  it('marks the lines repeated at the top and bottom of the pages, page numbers aside', () => {
    const document = testDocument(pages);
    const furniture = document.pages[1]?.lines.filter((line) => line.furniture).map((line) => line.text);
    expect(furniture).toEqual([
      'Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006',
      'Seite 2 von 3',
      'Druckdatum: 01.02.2020 Überarbeitet am: 15.01.2020',
    ]);
  });

  it('keeps repeated text in the body of the page as content', () => {
    const document = testDocument(pages);
    const repeated = document.pages.flatMap((page) => page.lines).filter((line) => line.text === 'Nicht anwendbar');
    expect(repeated.map((line) => line.furniture)).toEqual([false, false, false]);
  });

  it('numbers pages from 1 and lines per page in reading order', () => {
    const document = testDocument(pages);
    expect(document.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(document.pages[0]?.lines.map((line) => line.index)).toEqual([0, 1, 2, 3, 4]);
  });
});
