import { describe, expect, it } from 'vitest';
import { readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { transportDocumentReport } from './transport-document-report';

const PARTY = {
  postalName: 'Acme Chemie GmbH',
  street: 'Industriestraße',
  houseNumber: '24',
  zipCode: '67063',
  city: 'Ludwigshafen',
};
const acetone = (litres: number) => ({
  id: 'c1',
  name: 'ACETON',
  unNumber: '1090',
  hazardClass: '3',
  classificationCode: 'F1',
  packingGroup: 'II',
  dangerLabels: ['3'],
  transportCategory: 2,
  tunnelRestrictionCode: 'D/E',
  numberOfItems: 4,
  packaging: 'Fass, Stahl (1A1)',
  quantityNet: { value: litres, unit: 'L' },
  quantityGross: { value: 720, unit: 'KG' },
});
const data = (litres: number) => ({
  name: 'Aceton nach Heidelberg',
  consignor: PARTY,
  consignee: { ...PARTY, postalName: 'Druckerei Łukasz Żółć' },
  transporter: { ...PARTY, postalName: 'Gül Yılmaz Logistik GmbH' },
  cargo: [acetone(litres)],
});
const frame = {
  company: 'Αθηνά Chemie GmbH',
  title: 'Aceton nach Heidelberg',
  createdAt: new Date(2026, 2, 14, 10, 5),
  revision: { version: 2, pending: false },
};

describe('transportDocumentReport', () => {
  it('states the ADR 5.4.1.1.1 particulars and, when exempt, the 1.1.3.6 remark with the quantity per category', async () => {
    const { text, pages, pageList } = await readPdf(
      transportDocumentReport({ ...frame, data: data(300) }, testI18n('de'), await testPrint()),
    );
    expect(pages).toBe(1);
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Beförderungspapier nach ADR 5.4.1',
      'Absender',
      'Empfänger',
      'Beförderer',
      'Druckerei Łukasz Żółć',
      'Gül Yılmaz Logistik GmbH',
      '1. UN 1090 ACETON, 3, II, (D/E)',
      '4 x Fass, Stahl (1A1)',
      '300 L netto',
      'Beförderung ohne Überschreitung der in Unterabschnitt 1.1.3.6 festgesetzten Freigrenzen',
      'Beförderungskategorie 2: 300 l insgesamt',
      '\nPunkte\n',
      'UN 1090 ACETON',
      '300 l x 3 = 900 Punkte',
      'Freigestellt nach ADR 1.1.3.6: 900 Punkte',
      'Αθηνά Chemie GmbH',
      'Seite 1 von 1',
      'Version 2',
    ])
      expect(text).toContain(expected);
  });

  it('is in English when the interface is: the particulars, the 5.4.1.1.10 remark and the total per transport category', async () => {
    // Acetone (category 2, 100 l: 300 points), propane (2F, category 2, 50 kg: 150 points) and a
    // class 9 article counted by its gross mass (M4, category 2, 60 kg gross: 180 points) = 630.
    const propane = {
      id: 'c2',
      name: 'PROPAN',
      unNumber: '1978',
      hazardClass: '2',
      classificationCode: '2F',
      dangerLabels: ['2.1'],
      transportCategory: 2,
      tunnelRestrictionCode: 'B/D',
      numberOfItems: 2,
      packaging: 'Flasche',
      quantityNet: { value: 50, unit: 'KG' },
    };
    const batteries = {
      id: 'c3',
      name: 'LITHIUM-IONEN-BATTERIEN IN AUSRÜSTUNGEN',
      unNumber: '3481',
      hazardClass: '9',
      classificationCode: 'M4',
      dangerLabels: ['9A'],
      transportCategory: 2,
      tunnelRestrictionCode: 'E',
      numberOfItems: 3,
      packaging: 'Kiste, Pappe (4G)',
      quantityNet: { value: 45, unit: 'KG' },
      quantityGross: { value: 60, unit: 'KG' },
    };
    const english = { ...data(100), cargo: [acetone(100), propane, batteries] };
    const { text, pageList } = await readPdf(
      transportDocumentReport({ ...frame, data: english }, testI18n('en'), await testPrint()),
    );
    expect(pageList.flatMap((page) => textOutsidePage(page))).toEqual([]);
    for (const expected of [
      'Transport document under ADR 5.4.1',
      'Consignor',
      'Consignee',
      'Carrier',
      'Druckerei Łukasz Żółć',
      'Gül Yılmaz Logistik GmbH',
      'Αθηνά Chemie GmbH',
      'Dangerous goods',
      '1. UN 1090 ACETON, 3, II, (D/E)',
      '2. UN 1978 PROPAN, 2.1, (B/D)',
      // The label wraps in its column: "Number and description / of packages".
      'Number and description',
      'of packages',
      '4 x Fass, Stahl (1A1)',
      'Total quantity',
      '100 L net, 720 kg gross',
      'Points under ADR 1.1.3.6',
      '\nPoints\n',
      '100 l x 3 = 300 points',
      '50 kg x 3 = 150 points',
      '3. UN 3481 LITHIUM-IONEN-BATTERIEN IN AUSRÜSTUNGEN, 9A, (E)',
      '60 kg (gross mass of the article) x 3 = 180 points',
      'Exempt under ADR 1.1.3.6: 630 points',
      'Statement under ADR 1.1.3.6',
      'Load not exceeding the exemption limits prescribed in 1.1.3.6',
      'Transport category 2: 100 l + 110 kg in total',
      'Page 1 of 1',
      'Version 2',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Beförderung ohne');
  });

  it('leaves out the exemption remark when the points exceed 1000, in English', async () => {
    const { text } = await readPdf(
      transportDocumentReport({ ...frame, data: data(800) }, testI18n('en'), await testPrint()),
    );
    expect(text).toContain('Transport document under ADR 5.4.1');
    expect(text).toContain('Not exempt: 2,400 points exceed');
    expect(text).not.toContain('Load not exceeding the exemption limits');
    expect(text).toContain('Page 1 of 1');
  });
});
