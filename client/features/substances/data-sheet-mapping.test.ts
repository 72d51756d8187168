import { describe, expect, it } from 'vitest';
import { SDS_FIELDS, type SdsExtraction, type SdsField, type SdsValues } from '../../../shared/domain/sds';
import { validateDocument } from '../../../shared/entities/derive/schema';
import { substance } from '../../../shared/entities/substance';
import { dataSheetFlags } from './data-sheet-flags';
import { fahrenheitToCelsius, flashPointInCelsius, soleNumber, substanceFromSheet } from './data-sheet-mapping';

const EMPTY: SdsValues = {
  language: 'de',
  productName: null,
  supplier: null,
  revisionDate: null,
  signalWord: null,
  hazardStatements: [],
  precautionaryStatements: [],
  ghsSymbols: [],
  casNumbers: [],
  ecNumbers: [],
  unNumber: null,
  hazardClass: null,
  packingGroup: null,
  waterHazardClass: null,
  storageClasses: [],
  flashPoint: null,
  composition: [],
  workplaceLimits: [],
  phase: null,
  boilingPoint: null,
  vapourPressure: null,
  ph: null,
};

const line = {
  page: 2,
  line: 7,
  text: 'H225 Flüssigkeit und Dampf leicht entzündbar.',
  x: 0,
  y: 0,
  width: 1,
  height: 1,
};

function extraction(values: Partial<SdsValues>, more: Partial<SdsExtraction> = {}): SdsExtraction {
  const evidence = Object.fromEntries(SDS_FIELDS.map((field) => [field, []])) as Record<SdsField, []>;
  return {
    values: { ...EMPTY, ...values },
    evidence,
    textLayer: true,
    detectedLanguage: 'de',
    pages: [{ width: 595, height: 842 }],
    hazardStatementsElsewhere: [],
    invalidIdentifiers: [],
    ...more,
  };
}

describe('a substance from a safety data sheet', () => {
  it('SDS-23 takes the values the sheet states into the substance fields, with the sheet entry of its language and revision date', () => {
    const data = substanceFromSheet(
      extraction({
        productName: 'Ethanol 96 %',
        supplier: 'Chemie GmbH',
        revisionDate: '2023-04-01',
        signalWord: 'DANGER',
        hazardStatements: ['H225', 'H319'],
        precautionaryStatements: ['P210', 'P303+P361+P353'],
        ghsSymbols: ['GHS02', 'GHS07'],
        casNumbers: ['64-17-5'],
        ecNumbers: ['200-578-6'],
        unNumber: '1170',
        waterHazardClass: 'CLASS_1',
        storageClasses: ['3'],
        flashPoint: { value: 12, unit: 'C' },
      }),
      'de',
      'entry-1',
    );
    expect(data).toEqual({
      name: 'Ethanol 96 %',
      supplier: 'Chemie GmbH',
      signalWord: 'DANGER',
      hazardStatements: ['H225', 'H319'],
      precautionaryStatements: ['P210', 'P303+P361+P353'],
      ghsSymbols: ['GHS02', 'GHS07'],
      casNumber: '64-17-5',
      egNumber: '200-578-6',
      unNumber: '1170',
      waterHazardClass: 'CLASS_1',
      storageClasses: ['3'],
      flashPoint: { value: 12, unit: 'C' },
      safetyDataSheetFiles: [{ id: 'entry-1', language: 'DE', issuedAt: '2023-04-01' }],
    });
  });

  it('SDS-23 leaves every field empty the sheet says nothing about, and the language is the one chosen', () => {
    expect(substanceFromSheet(extraction({}), 'en', 'entry-2')).toEqual({
      safetyDataSheetFiles: [{ id: 'entry-2', language: 'EN' }],
    });
  });

  it('SDS-23 gives values the substance schema accepts once the storage is entered', () => {
    const data = substanceFromSheet(
      extraction({
        productName: 'Verdünnung',
        hazardStatements: ['H225', 'EUH066'],
        precautionaryStatements: ['P303+P361+P353'],
        flashPoint: { value: 64, unit: 'F', comparator: '<' },
        revisionDate: '2020-01-31',
      }),
      'de',
      'entry-3',
    );
    const result = validateDocument(substance, {
      ...data,
      storageLocations: [{ id: 'l1', storage: 'storage-1', quantity: { value: 5, unit: 'L' } }],
    });
    expect(result.ok).toBe(true);
  });

  it('SDS-23 takes a sole CAS number; with several the user chooses, so the field starts empty', () => {
    expect(soleNumber(['64-17-5'])).toBe('64-17-5');
    expect(soleNumber(['64-17-5', '64-17-5'])).toBe('64-17-5');
    expect(soleNumber(['64-17-5', '67-63-0'])).toBeUndefined();
    expect(soleNumber([])).toBeUndefined();
    const data = substanceFromSheet(extraction({ casNumbers: ['64-17-5', '67-63-0'] }), 'de', 'e');
    expect(data.casNumber).toBeUndefined();
  });

  it('SDS-23 turns a flash point in °F into °C to a tenth of a degree and keeps °C as read', () => {
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(64)).toBe(17.8);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
    expect(flashPointInCelsius({ value: 181, unit: 'F' })).toEqual({ value: 82.8, unit: 'C' });
    expect(flashPointInCelsius({ value: 23, unit: 'C', comparator: '>' })).toEqual({ value: 23, unit: 'C' });
    expect(flashPointInCelsius(null)).toBeUndefined();
  });
});

describe('the flags of a safety data sheet', () => {
  it('SDS-24 (SDS-10) names each CAS or EC number whose check digit fails', () => {
    const finding = { value: '64-17-6', evidence: [line] };
    expect(dataSheetFlags(extraction({}, { invalidIdentifiers: [finding] }))).toEqual([
      { id: 'CHECK_DIGIT', number: '64-17-6', finding },
    ]);
  });

  it('SDS-24 (SDS-9) names label statements whose full text section 16 leaves out, and statements of sections 3 and 16 not on the label', () => {
    const flags = dataSheetFlags(
      extraction(
        { hazardStatements: ['H225', 'H302+H312'], signalWord: 'DANGER' },
        {
          hazardStatementsElsewhere: [
            { value: 'H225', evidence: [line], section: 3 },
            { value: 'H304', evidence: [line], section: 3 },
            { value: 'H225', evidence: [line], section: 16 },
            { value: 'H302', evidence: [line], section: 16 },
            { value: 'H336', evidence: [line], section: 16 },
          ],
        },
      ),
    );
    expect(flags).toEqual([
      { id: 'MISSING_IN_SECTION_16', statements: ['H312'] },
      { id: 'NOT_ON_LABEL', statements: ['H304', 'H336'] },
    ]);
  });

  it('SDS-24 raises nothing when the sheet is consistent or section 16 names no statements', () => {
    const consistent = extraction(
      { hazardStatements: ['H225'], signalWord: 'DANGER' },
      { hazardStatementsElsewhere: [{ value: 'H225', evidence: [line], section: 16 }] },
    );
    expect(dataSheetFlags(consistent)).toEqual([]);
    expect(dataSheetFlags(extraction({ hazardStatements: ['H225'] }))).toEqual([]);
  });

  it('SDS-24 says nothing of the components of an unclassified mixture', () => {
    const unclassified = extraction(
      {},
      { hazardStatementsElsewhere: [{ value: 'H319', evidence: [line], section: 3 }] },
    );
    expect(dataSheetFlags(unclassified)).toEqual([]);
  });
});

describe('SDS-23 physical properties and limits into the substance', () => {
  it('maps state, boiling point, vapour pressure, pH and the AGW', () => {
    const data = substanceFromSheet(
      extraction({
        phase: 'LIQUID',
        boilingPoint: { value: 212, unit: 'F' },
        vapourPressure: { value: 165, unit: 'mmHg', temperature: { value: 20, unit: 'C' } },
        ph: { value: 9, to: 11.4 },
        workplaceLimits: [
          { kind: 'AGW', value: 380, unit: 'MG_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
          { kind: 'AGW', value: 200, unit: 'ML_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
          { kind: 'STEL', value: 15, unit: 'MG_PER_M3', agw: false, shortTerm: true },
        ],
      }),
      'de',
      'entry-1',
    );
    expect(data).toMatchObject({
      phase: 'LIQUID',
      boilingPoint: { value: 100, unit: 'C' },
      vaporPressure: { value: 219.982, unit: 'HPA' },
      phValue: 11.4,
      workplaceLimit: { value: 380, unit: 'MG_PER_M3' },
      additionalLimits: [
        { name: 'AGW Ethanol', limit: { value: 200, unit: 'ML_PER_M3' } },
        { name: 'STEL (STEL)', limit: { value: 15, unit: 'MG_PER_M3' } },
      ],
    });
    const result = validateDocument(substance, { ...data, storageLocations: [] });
    const paths = result.ok ? [] : result.issues.map((issue) => issue.path);
    expect(paths.filter((path) => /vaporPressure|boilingPoint|phValue|phase|imit/.test(String(path)))).toEqual([]);
  });

  it('keeps a kPa value in kPa and leaves the AGW empty when it concerns several components', () => {
    const data = substanceFromSheet(
      extraction({
        vapourPressure: { value: 22, unit: 'kPa' },
        workplaceLimits: [
          { kind: 'AGW', value: 380, unit: 'MG_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
          { kind: 'AGW', value: 20, unit: 'MG_PER_M3', agw: true, shortTerm: false, component: 'Aceton' },
        ],
      }),
      'en',
      'entry-1',
    );
    expect(data.vaporPressure).toEqual({ value: 22, unit: 'KPA' });
    expect(data.workplaceLimit).toBeUndefined();
    expect(data.additionalLimits).toHaveLength(2);
  });
});
