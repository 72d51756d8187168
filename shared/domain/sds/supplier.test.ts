import { describe, expect, it } from 'vitest';
import { detectSections } from './sections';
import { supplier } from './supplier';
import { testDocument } from './test-document';

function read(lines: readonly string[]) {
  return supplier(detectSections(testDocument(lines)))?.value;
}

describe('SDS-15 supplier', () => {
  it('reads the company label of 1.3, continued when the name runs on', () => {
    expect(
      read([
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1 Produktidentifikator',
        'Handelsname: Entkalker Forte',
        '1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt',
        'Firmenname: | Muster',
        'Chemie GmbH & Co. KG',
        'Straße: | Hauptstraße 1',
      ]),
    ).toBe('Muster Chemie GmbH & Co. KG');
  });

  it('takes the first company named by its legal form under 1.3 when no label names it', () => {
    expect(
      read([
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.3 Details of the supplier of the safety data sheet',
        'Jane Doe; Regulatory Affairs',
        'Example Flavours Ltd',
        '1 High Street, Anytown',
      ]),
    ).toBe('Example Flavours Ltd');
  });

  it('finds the supplier under an unnumbered title and in the first of two columns', () => {
    expect(
      read([
        '1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND THE COMPANY/UNDERTAKING',
        'Material Name: Entkalker Forte',
        'Details of the Supplier of the Safety Data Sheet',
        'Example Inc | Example Ltd',
        'New York | Sandwich',
      ]),
    ).toBe('Example Inc');
  });

  it('reads a labelled company elsewhere in section 1 when 1.3 holds only the emergency number', () => {
    expect(
      read([
        '1. BEZEICHNUNG DES STOFFES / DER ZUBEREITUNG UND FIRMENBEZEICHNUNG',
        '1.2 Hersteller / Lieferant:',
        'Muster Biozide GmbH',
        '1.3 Notfallauskunft:',
        'Giftnotruf Berlin (Beratung in Deutsch und Englisch)',
      ]),
    ).toBe('Muster Biozide GmbH');
  });

  it('leaves out the address that follows the legal form, not a legal form after a comma', () => {
    expect(
      read([
        'ABSATZ 1. STOFF- ODER GEMISCHIDENTIFIZIERUNG UND FIRMEN- UND BETRIEBSIDENTIFIZIERUNG',
        '1.3. Kontakte der Materialsicherheitsblattfirma:',
        'Esempio s.r.l., Via Roma 10 – 20100 Milano – Italy',
      ]),
    ).toBe('Esempio s.r.l.');
    expect(
      read([
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        'Details of the Supplier of the Safety Data Sheet',
        'Example Fragrances & Flavors CO., LTD.',
      ]),
    ).toBe('Example Fragrances & Flavors CO., LTD.');
  });

  it('does not take a heading or a contact line for the company', () => {
    expect(
      read([
        'SECTION 1 PRODUCT AND COMPANY IDENTIFICATION',
        'COMPANY IDENTIFICATION',
        'Supplier: | EXAMPLE CHEMICAL COMPANY',
        'E-mail: info@example.com',
      ]),
    ).toBe('EXAMPLE CHEMICAL COMPANY');
  });
});
