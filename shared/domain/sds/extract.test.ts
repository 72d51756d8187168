import { describe, expect, it } from 'vitest';
import { buildSdsDocument } from './build-document';
import { extractSafetyDataSheet, SDS_FIELDS } from './extract';
import { testDocument } from './test-document';

const GERMAN_SHEET = {
  header: ['Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006', 'Entkalker Forte | Seite {page} von 2'],
  footer: ['Druckdatum: 02.03.2021 | Überarbeitet am: 15.01.2021 | Version 1.2'],
  pages: [
    [
      'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
      '1.1 Produktidentifikator',
      'Handelsname: | Entkalker Forte',
      '1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt',
      'Firmenname: | Muster Chemie GmbH',
      'ABSCHNITT 2: Mögliche Gefahren',
      '2.1 Einstufung des Stoffs oder Gemischs',
      'Skin Corr. 1A, H314 | Met. Corr. 1, H290',
      '2.2 Kennzeichnungselemente',
      'Gefahrenpiktogramme: | GHS05',
      'Signalwort: | Gefahr',
      'Gefahrenhinweise: | H290 Kann gegenüber Metallen korrosiv sein.',
      'H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.',
      'Sicherheitshinweise: | P280 Schutzhandschuhe/Schutzkleidung/Augenschutz tragen.',
      'P301 + P330 + P331 BEI VERSCHLUCKEN: Mund ausspülen. KEIN Erbrechen herbeiführen.',
    ],
    [
      'P303 + P361 + P353 BEI BERÜHRUNG MIT DER HAUT: Alle kontaminierten Kleidungsstücke sofort ausziehen.',
      'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
      'Amidosulfonsäure | CAS-Nr. 5329-14-6 | EG-Nr. 226-218-8 | 10 - 25 % | Skin Corr. 1A, H314; Eye Irrit. 2, H319; Aquatic Chronic 3, H412',
      'ABSCHNITT 7: Handhabung und Lagerung',
      'Lagerklasse nach TRGS 510: | 8B',
      'ABSCHNITT 8: Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen',
      'Amidosulfonsäure | AGW (TRGS 900) | 5 mg/m³',
      'ABSCHNITT 9: Physikalische und chemische Eigenschaften',
      'Aggregatzustand: | flüssig',
      'Siedepunkt: | 100 °C',
      'Dampfdruck (20 °C): | 23 hPa',
      'pH-Wert: | < 1',
      'Flammpunkt: | nicht anwendbar',
      'ABSCHNITT 14: Angaben zum Transport',
      '14.1 UN-Nummer: | UN 3264',
      '14.3 Transportgefahrenklassen: | 8',
      '14.4 Verpackungsgruppe: | III',
      'ABSCHNITT 15: Rechtsvorschriften',
      'Wassergefährdungsklasse: | 1 - schwach wassergefährdend',
      'ABSCHNITT 16: Sonstige Angaben',
      'H319 Verursacht schwere Augenreizung.',
      'H412 Schädlich für Wasserorganismen, mit langfristiger Wirkung.',
    ],
  ],
};

describe('extraction of a whole sheet', () => {
  it('reads every value of a German sheet, each with its evidence', () => {
    const extraction = extractSafetyDataSheet(testDocument(GERMAN_SHEET));
    expect(extraction.values).toEqual({
      language: 'de',
      productName: 'Entkalker Forte',
      supplier: 'Muster Chemie GmbH',
      revisionDate: '2021-01-15',
      signalWord: 'DANGER',
      hazardStatements: ['H290', 'H314'],
      precautionaryStatements: ['P280', 'P301+P330+P331', 'P303+P361+P353'],
      ghsSymbols: ['GHS05'],
      casNumbers: ['5329-14-6'],
      ecNumbers: ['226-218-8'],
      unNumber: '3264',
      hazardClass: '8',
      packingGroup: 'III',
      waterHazardClass: 'CLASS_1',
      storageClasses: ['8B'],
      flashPoint: null,
      composition: [
        {
          name: 'Amidosulfonsäure',
          casNumber: '5329-14-6',
          ecNumber: '226-218-8',
          proportion: { from: 10, to: 25 },
        },
      ],
      workplaceLimits: [
        { kind: 'AGW', value: 5, unit: 'MG_PER_M3', agw: true, shortTerm: false, component: 'Amidosulfonsäure' },
      ],
      phase: 'LIQUID',
      boilingPoint: { value: 100, unit: 'C' },
      vapourPressure: { value: 23, unit: 'hPa', temperature: { value: 20, unit: 'C' } },
      ph: { value: 1, comparator: '<' },
    });
    expect(Object.keys(extraction.evidence)).toEqual([...SDS_FIELDS]);
    expect(extraction.evidence.precautionaryStatements[2]).toMatchObject({
      value: 'P303+P361+P353',
      evidence: [
        {
          page: 2,
          text: 'P303 + P361 + P353 BEI BERÜHRUNG MIT DER HAUT: Alle kontaminierten Kleidungsstücke sofort ausziehen.',
        },
      ],
    });
    expect(extraction.textLayer).toBe(true);
    expect(extraction.pages).toEqual([
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ]);
  });

  it('SDS-9 keeps the statements of section 3 and 16 apart for the cross-check', () => {
    const extraction = extractSafetyDataSheet(testDocument(GERMAN_SHEET));
    expect(extraction.hazardStatementsElsewhere.map((finding) => [finding.section, finding.value])).toEqual([
      [3, 'H314'],
      [3, 'H319'],
      [3, 'H412'],
      [16, 'H319'],
      [16, 'H412'],
    ]);
  });

  it('SDS-10 reports a CAS or EC number whose check digit fails', () => {
    const extraction = extractSafetyDataSheet(
      testDocument([
        'SECTION 3: Composition/information on ingredients',
        'Sulfamic acid | 5329-14-7 | 226-218-8 | 10 - 25 %',
        'Water | 7732-18-5 | 231-791-2 | balance',
      ]),
    );
    expect(extraction.values.casNumbers).toEqual(['5329-14-7', '7732-18-5']);
    expect(extraction.invalidIdentifiers.map((finding) => finding.value)).toEqual(['5329-14-7']);
  });

  it('SDS-20 takes the language the user chose and keeps the detected one apart', () => {
    const extraction = extractSafetyDataSheet(testDocument(GERMAN_SHEET), { language: 'en' });
    expect(extraction.values.language).toBe('en');
    expect(extraction.evidence.language).toEqual([{ value: 'en', evidence: [] }]);
    expect(extraction.detectedLanguage).toBe('de');
  });

  it('SDS-2 reads nothing from a sheet without a text layer and says so', () => {
    const extraction = extractSafetyDataSheet(buildSdsDocument([{ width: 612, height: 792, items: [] }]), {
      language: 'en',
    });
    expect(extraction.textLayer).toBe(false);
    expect(extraction.detectedLanguage).toBeNull();
    expect(extraction.values).toMatchObject({
      productName: null,
      hazardStatements: [],
      casNumbers: [],
      unNumber: null,
    });
    expect(extraction.hazardStatementsElsewhere).toEqual([]);
  });
});
