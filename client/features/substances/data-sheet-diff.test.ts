import { describe, expect, it } from 'vitest';
import { extractSafetyDataSheet, type SdsExtraction, type SdsValues } from '../../../shared/domain/sds';
import { validateDocument } from '../../../shared/entities/derive/schema';
import { substance } from '../../../shared/entities/substance';
import {
  changesFromSheet,
  compositionChanges,
  proposedChoices,
  sheetChanges,
  updateFromSheet,
} from './data-sheet-diff';
import { dataSheetFlags, storageClassFlags } from './data-sheet-flags';
import { substanceFromSheet } from './data-sheet-mapping';

/** An extraction that read `values` and nothing else (built by the extraction itself, so it has every key). */
function sheet(values: Partial<SdsValues>): SdsExtraction {
  const empty = extractSafetyDataSheet({ pages: [], textLayer: true }, { language: 'de' });
  return { ...empty, values: { ...empty.values, ...values } };
}

const STORED = {
  name: 'Aceton technisch',
  casNumber: '67-64-1',
  supplier: 'Rhein-Main Lösemittel GmbH',
  storageLocations: [{ id: 'loc', storage: 'st-1', quantity: { value: 25, unit: 'KG' } }],
  signalWord: 'DANGER',
  ghsSymbols: ['GHS02', 'GHS07'],
  hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
  precautionaryStatements: ['P210', 'P305 + P351 + P338'],
  storageClasses: ['3'],
  unNumber: '1090',
  waterHazardClass: 'CLASS_1',
  flashPoint: { value: -17, unit: 'C' },
  safetyDataSheetFiles: [{ id: 'old', language: 'DE', issuedAt: '2022-05-01' }],
};

const NEWER = sheet({
  productName: 'Aceton',
  supplier: 'Rhein-Main Lösemittel GmbH',
  revisionDate: '2025-02-03',
  signalWord: 'DANGER',
  ghsSymbols: ['GHS02', 'GHS07'],
  hazardStatements: ['H225', 'H319', 'H336'],
  precautionaryStatements: ['P210', 'P305+P351+P338', 'P403+P235'],
  casNumbers: ['67-64-1'],
  unNumber: '1090',
  waterHazardClass: 'CLASS_1',
  storageClasses: ['3'],
  flashPoint: { value: -20, unit: 'C' },
});

const changesOf = (extraction: SdsExtraction) => sheetChanges(STORED, substanceFromSheet(extraction, 'de', 'new'));

describe('SDS-33 what a newer sheet changes on a stored substance', () => {
  it('lists only the fields that differ, statements as added and removed, written alike when only spaces differ', () => {
    const changes = changesOf(NEWER);
    expect(changes.map((change) => change.field)).toEqual([
      'name',
      'hazardStatements',
      'precautionaryStatements',
      'flashPoint',
    ]);
    const hazards = changes.find((change) => change.field === 'hazardStatements');
    expect(hazards).toMatchObject({ added: [], removed: ['EUH066'], proposed: 'SHEET' });
    const precautions = changes.find((change) => change.field === 'precautionaryStatements');
    expect(precautions).toMatchObject({ added: ['P403+P235'], removed: [] });
    expect(changes.find((change) => change.field === 'flashPoint')).toMatchObject({
      stored: { value: -17, unit: 'C' },
      sheet: { value: -20, unit: 'C' },
      proposed: 'SHEET',
    });
  });

  it('proposes to keep the stored name, and a stored value the sheet says nothing about', () => {
    const changes = changesOf(sheet({ ...NEWER.values, unNumber: null, waterHazardClass: null }));
    expect(changes.find((change) => change.field === 'name')).toMatchObject({
      stored: 'Aceton technisch',
      sheet: 'Aceton',
      proposed: 'STORED',
    });
    expect(changes.find((change) => change.field === 'unNumber')).toMatchObject({
      stored: '1090',
      sheet: undefined,
      proposed: 'STORED',
    });
  });

  it('a changed signal word, pictograms, storage class and water hazard class', () => {
    const changes = changesOf(
      sheet({
        ...NEWER.values,
        signalWord: 'WARNING',
        ghsSymbols: ['GHS02'],
        storageClasses: ['10'],
        waterHazardClass: 'CLASS_2',
      }),
    );
    expect(changes.find((change) => change.field === 'signalWord')).toMatchObject({
      stored: 'DANGER',
      sheet: 'WARNING',
    });
    expect(changes.find((change) => change.field === 'ghsSymbols')).toMatchObject({ added: [], removed: ['GHS07'] });
    expect(changes.find((change) => change.field === 'storageClasses')).toMatchObject({
      added: ['10'],
      removed: ['3'],
    });
    expect(changes.find((change) => change.field === 'waterHazardClass')).toMatchObject({
      stored: 'CLASS_1',
      sheet: 'CLASS_2',
    });
  });

  it('patches the fields taken from the sheet, keeps the others, and adds the sheet entry after the stored ones', () => {
    const changes = changesOf(sheet({ ...NEWER.values, unNumber: null }));
    const choices = { ...proposedChoices(changes), name: 'SHEET' as const, flashPoint: 'STORED' as const };
    const entry = { id: 'new', language: 'DE', issuedAt: '2025-02-03', file: { id: 'f', name: 'sdb.pdf' } };
    const patch = updateFromSheet(STORED, changes, choices, entry);
    expect(patch).toEqual({
      name: 'Aceton',
      hazardStatements: ['H225', 'H319', 'H336'],
      precautionaryStatements: ['P210', 'P305+P351+P338', 'P403+P235'],
      safetyDataSheetFiles: [...STORED.safetyDataSheetFiles, entry],
    });
    // Choosing the sheet's silence empties the field.
    expect(updateFromSheet(STORED, changes, { ...choices, unNumber: 'SHEET' }, entry).unNumber).toBeNull();
  });

  it('gives a substance the schema accepts', () => {
    const changes = changesOf(NEWER);
    const patch = updateFromSheet(STORED, changes, proposedChoices(changes), { id: 'new', language: 'DE' });
    expect(validateDocument(substance, { ...STORED, ...patch }).ok).toBe(true);
  });

  it("compares the CAS and EC number only when section 3 names one: with several, which is the substance's is not said", () => {
    const mixture = sheet({ ...NEWER.values, casNumbers: ['55965-84-9', '2682-20-4'], ecNumbers: ['247-500-7'] });
    const fields = changesFromSheet(STORED, mixture, 'de').map((change) => change.field);
    expect(fields).not.toContain('casNumber');
    expect(fields).toContain('egNumber');
    const single = changesFromSheet(STORED, sheet({ ...NEWER.values, casNumbers: ['64-17-5'] }), 'de');
    expect(single.find((change) => change.field === 'casNumber')).toMatchObject({
      stored: '67-64-1',
      sheet: '64-17-5',
    });
  });

  it('compares the limits and physical properties a sheet gives, limit rows without their ids', () => {
    const stored = {
      ...STORED,
      phase: 'LIQUID',
      boilingPoint: { value: 56, unit: 'C' },
      vaporPressure: { value: 233, unit: 'HPA' },
      workplaceLimit: { value: 1200, unit: 'MG_PER_M3' },
      additionalLimits: [{ id: 'kept', name: 'AGW (Aceton)', limit: { value: 500, unit: 'ML_PER_M3' } }],
    };
    const fromSheet = {
      ...substanceFromSheet(NEWER, 'de', 'new'),
      phase: 'LIQUID',
      boilingPoint: { value: 56, unit: 'C' },
      vaporPressure: { value: 246, unit: 'HPA' },
      phValue: 7,
      workplaceLimit: { value: 1200, unit: 'MG_PER_M3' },
      additionalLimits: [{ id: 'fresh', name: 'AGW (Aceton)', limit: { value: 500, unit: 'ML_PER_M3' } }],
    };
    const changes = sheetChanges(stored, fromSheet);
    const fields = changes.map((change) => change.field);
    expect(fields).not.toContain('phase');
    expect(fields).not.toContain('boilingPoint');
    expect(fields).not.toContain('workplaceLimit');
    expect(fields).not.toContain('additionalLimits');
    expect(changes.find((change) => change.field === 'vaporPressure')).toMatchObject({
      stored: { value: 233, unit: 'HPA' },
      sheet: { value: 246, unit: 'HPA' },
      proposed: 'SHEET',
    });
    expect(changes.find((change) => change.field === 'phValue')).toMatchObject({ sheet: 7, proposed: 'SHEET' });
    const other = sheetChanges(stored, {
      ...fromSheet,
      additionalLimits: [{ id: 'fresh', name: 'AGW (Aceton)', limit: { value: 250, unit: 'ML_PER_M3' } }],
    });
    expect(other.find((change) => change.field === 'additionalLimits')).toMatchObject({ proposed: 'SHEET' });
  });

  it('compares the components of section 3 with the stored ones by CAS number', () => {
    expect(compositionChanges(['67-64-1', '67-63-0'], ['67-63-0 ', '64-17-5'])).toEqual({
      added: ['64-17-5'],
      removed: ['67-64-1'],
    });
    expect(compositionChanges(['67-64-1'], ['67-64-1'])).toEqual({ added: [], removed: [] });
  });
});

describe('SDS-33 a sheet older than the newest stored one', () => {
  it('is flagged with both dates when updating', () => {
    const older = sheet({ ...NEWER.values, revisionDate: '2021-11-30' });
    expect(dataSheetFlags(older, STORED)).toEqual([
      { id: 'OLDER_THAN_STORED', revisionDate: '2021-11-30', storedDate: '2022-05-01' },
    ]);
  });

  it('is not flagged for a newer or equally dated sheet, a sheet without date or a new substance', () => {
    expect(dataSheetFlags(NEWER, STORED)).toEqual([]);
    expect(dataSheetFlags(sheet({ revisionDate: '2022-05-01' }), STORED)).toEqual([]);
    expect(dataSheetFlags(sheet({ revisionDate: null }), STORED)).toEqual([]);
    expect(dataSheetFlags(sheet({ revisionDate: '2021-11-30' }))).toEqual([]);
  });
});

describe('SDS-32 on the review: the storage classes being saved against the statements', () => {
  it('flags the values under review, so a correction clears it', () => {
    expect(storageClassFlags({ hazardStatements: ['H225'], storageClasses: ['12'] })).toEqual([
      { id: 'HAZARD_WITHOUT_CLASS', expected: ['3'], statements: ['H225'] },
    ]);
    expect(storageClassFlags({ hazardStatements: ['H225'], storageClasses: ['3'] })).toEqual([]);
  });
});
