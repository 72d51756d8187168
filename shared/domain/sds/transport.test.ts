import { describe, expect, it } from 'vitest';
import { detectSections } from './sections';
import { testDocument } from './test-document';
import { hazardClass, packingGroup, unNumber } from './transport';

function read(lines: readonly string[]) {
  const structure = detectSections(testDocument(lines));
  return {
    un: unNumber(structure)?.value,
    hazardClass: hazardClass(structure)?.value,
    packingGroup: packingGroup(structure)?.value,
  };
}

describe('SDS-16 transport', () => {
  it('reads UN number, class and packing group in German', () => {
    expect(
      read([
        'ABSCHNITT 14: Angaben zum Transport',
        'Landtransport (ADR/RID)',
        '14.1. UN-Nummer: | UN 3082',
        '14.2. Ordnungsgemäße UN-Versandbezeichnung: | UMWELTGEFÄHRDENDER STOFF, FLÜSSIG, N.A.G.',
        '14.3. Transportgefahrenklassen: | 9, EHSM',
        '14.4. Verpackungsgruppe: | III',
        'Klassifizierungscode: | M6',
      ]),
    ).toEqual({ un: '3082', hazardClass: '9', packingGroup: 'III' });
  });

  it('reads them in English, a class with its subsidiary risk as ADR writes it', () => {
    expect(
      read([
        'SECTION 14: Transport information',
        'UN number: 1098 | Class: 6.1 (3) | Packing group: I',
        'Proper shipping name: ALLYL ALCOHOL',
        'ERG Number: 131',
      ]),
    ).toEqual({ un: '1098', hazardClass: '6.1 (3)', packingGroup: 'I' });
  });

  it('reads the value below a label that stands alone', () => {
    expect(
      read([
        'ABSCHNITT 14: Angaben zum Transport',
        '14.1. | UN-Nummer',
        'ADR/RID | : 3506',
        '14.3. | Transportgefahrenklassen',
        'ADR/RID : 8 (6.1) | IMDG/IMO : 8 (6.1)',
        '14.4. | Verpackungsgruppe',
        'ADR/RID : kein | IMDG/IMO : kein',
      ]),
    ).toEqual({ un: '3506', hazardClass: '8 (6.1)', packingGroup: undefined });
  });

  it('reads a transport table column by column', () => {
    expect(
      read([
        '14. Transport information',
        'Regulatory         | UN number | Proper shipping     | Classes | PG* | Label',
        'DOT Classification | UN1950    | Aerosols, flammable | 2.1 (8) | -   | Limited quantity',
      ]),
    ).toEqual({ un: '1950', hazardClass: '2.1 (8)', packingGroup: undefined });
  });

  it('has none for goods that are not dangerous goods, whatever the wording', () => {
    expect(
      read([
        'ABSCHNITT 14: Angaben zum Transport',
        '14.1 UN-Nr. | nicht anwendbar | nicht anwendbar',
        '14.3 Klasse(n) | nicht anwendbar | nicht anwendbar',
        '14.4 Verpackungsgruppe | nicht anwendbar | nicht anwendbar',
        'Kein Gefahrgut im Sinne der Transportvorschriften.',
      ]),
    ).toEqual({ un: undefined, hazardClass: undefined, packingGroup: undefined });
    expect(read(['SECTION 14: Transport information', 'NA Number 1993 | Class CBL', 'Not regulated.'])).toEqual({
      un: undefined,
      hazardClass: undefined,
      packingGroup: undefined,
    });
  });

  it('reads nothing of transport outside section 14', () => {
    expect(
      read(['SECTION 7: Handling and storage', 'UN number: 1090', 'SECTION 14: Transport information', 'Not regulated'])
        .un,
    ).toBeUndefined();
  });
});
