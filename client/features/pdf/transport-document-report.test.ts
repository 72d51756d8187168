import { describe, expect, it } from 'vitest';
import { readPdf, testI18n } from './pdf-test-support';
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
  consignee: { ...PARTY, postalName: 'Druckerei Weber GmbH' },
  transporter: { ...PARTY, postalName: 'Kurpfalz Logistik GmbH' },
  cargo: [acetone(litres)],
});
const frame = { company: 'Acme Chemie GmbH', title: 'Aceton nach Heidelberg', createdAt: new Date(2026, 2, 14, 10, 5) };

describe('transportDocumentReport', () => {
  it('states the ADR 5.4.1.1.1 particulars and, when exempt, the 1.1.3.6 remark with the quantity per category', async () => {
    const { text, pages } = await readPdf(
      transportDocumentReport({ ...frame, data: data(300) }, testI18n('de'), false),
    );
    expect(pages).toBe(1);
    for (const expected of [
      'Beförderungspapier nach ADR 5.4.1',
      'Absender',
      'Empfänger',
      'Beförderer',
      'Druckerei Weber GmbH',
      'Kurpfalz Logistik GmbH',
      '1. UN 1090 ACETON, 3, II, \\(D/E\\)',
      '4 x Fass, Stahl \\(1A1\\)',
      '300 L netto',
      'Beförderung ohne Überschreitung der in Unterabschnitt 1.1.3.6 festgesetzten Freigrenzen',
      'Beförderungskategorie 2: 300 kg/l insgesamt',
      'Freigestellt nach ADR 1.1.3.6: 900 Punkte',
      'Seite 1 von 1',
    ])
      expect(text).toContain(expected);
  });

  it('leaves out the exemption remark when the points exceed 1000, in English', async () => {
    const { text } = await readPdf(transportDocumentReport({ ...frame, data: data(800) }, testI18n('en'), false));
    expect(text).toContain('Transport document under ADR 5.4.1');
    expect(text).toContain('Not exempt: 2,400 points exceed');
    expect(text).not.toContain('Load not exceeding the exemption limits');
    expect(text).toContain('Page 1 of 1');
  });
});
