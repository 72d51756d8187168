import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { isValidLimit, substance } from './substance';

const SHA = 'a'.repeat(64);

function buildSubstance(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Aceton',
    storageLocations: [{ id: 'sl-1', storage: 'storage-1', quantity: { value: 20, unit: 'L' } }],
    ...overrides,
  };
}

function buildFullSubstance(): Record<string, unknown> {
  return buildSubstance({
    commodityCode: '2914 11 00',
    egNumber: '200-662-2',
    reachNumber: '01-2119471330-49-XXXX',
    casNumber: '67-64-1',
    manufacturer: 'Chemie AG',
    supplier: 'Labor Handel GmbH',
    safetyDataSheetFiles: [
      {
        id: 'sds-1',
        file: { sha256: SHA, name: 'aceton-sdb.pdf', size: 123_456, type: 'application/pdf' },
        issuedAt: '2024-03-01',
        language: 'DE',
      },
    ],
    composition: [{ id: 'c-1', component: 'substance-2', proportion: 99.5 }],
    notesOnHazard: '<p>Leicht entzündbar.</p>',
    signalWord: 'DANGER',
    hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
    precautionaryStatements: ['P210', 'P233', 'P305+P351+P338'],
    ghsSymbols: ['GHS02', 'GHS07'],
    mandatorySymbols: ['M004', 'M009'],
    notesOnFireProtection: '<p>Löschmittel: Schaum, CO2.</p>',
    storageClasses: ['3'],
    workplaceLimit: { value: 1200, unit: 'MG_PER_M3' },
    additionalLimits: [{ id: 'al-1', name: 'Kurzzeitwert', limit: { value: 500, unit: 'ML_PER_M3' } }],
    phValue: 7,
    smell: 'süßlich',
    color: 'farblos',
    phase: 'LIQUID',
    flashPoint: { value: -17, unit: 'C' },
    boilingPoint: { value: 56, unit: 'C' },
    vaporPressure: { value: 246, unit: 'HPA' },
    unNumber: '1090',
    hazardNumber: '33',
    waterHazardClass: 'CLASS_1',
    approval: {
      hasApproval: true,
      approvalDate: '2024-04-02',
      approvedBy: 'employee-1',
      approvalReason: '<p>Kein Ersatzstoff verfügbar.</p>',
      substitutedSubstances: ['substance-3'],
      substitutionCheck: '<p>Ersatz durch Ethanol geprüft, technisch nicht möglich.</p>',
    },
  });
}

function without(data: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = data;
  return rest;
}

function issuesOf(data: unknown) {
  const result = validateDocument(substance, data);
  return result.ok ? [] : result.issues;
}

describe('substance (domain.md §3 Substance, §5)', () => {
  it('accepts a full substance with every field filled', () => {
    const data = buildFullSubstance();
    expect(Object.keys(data).sort()).toEqual(Object.keys(substance.fields).sort());
    expect(validateDocument(substance, data)).toEqual({ ok: true, data });
  });

  it('accepts a minimal substance: name and one storage location', () => {
    expect(validateDocument(substance, buildSubstance()).ok).toBe(true);
  });

  it('requires a name', () => {
    expect(issuesOf(buildSubstance({ name: ' ' }))).toEqual([{ path: 'name', message: 'validation.required' }]);
  });

  it('requires at least one storage location', () => {
    expect(issuesOf(without(buildSubstance(), 'storageLocations'))).toEqual([
      { path: 'storageLocations', message: 'validation.required' },
    ]);
    expect(issuesOf(buildSubstance({ storageLocations: [] }))).toEqual([
      { path: 'storageLocations', message: 'validation.required' },
    ]);
  });

  it('requires storage and quantity on each storage location', () => {
    expect(issuesOf(buildSubstance({ storageLocations: [{ id: 'sl-1' }] }))).toEqual([
      { path: 'storageLocations.0.storage', message: 'validation.required' },
      { path: 'storageLocations.0.quantity', message: 'validation.required' },
    ]);
  });

  it('requires component and proportion in % (0–100) on each composition row', () => {
    expect(issuesOf(buildSubstance({ composition: [{ id: 'c-1' }] }))).toEqual([
      { path: 'composition.0.component', message: 'validation.required' },
      { path: 'composition.0.proportion', message: 'validation.required' },
    ]);
    expect(issuesOf(buildSubstance({ composition: [{ id: 'c-1', component: 's-2', proportion: 120 }] }))).toEqual([
      { path: 'composition.0.proportion', message: 'validation.invalid' },
    ]);
    expect(
      validateDocument(substance, buildSubstance({ composition: [{ id: 'c-1', component: 's-2', proportion: 0 }] })).ok,
    ).toBe(true);
  });

  describe('valid limit: a value greater than 0 with a unit', () => {
    it('accepts no limit and a positive limit with unit', () => {
      expect(isValidLimit(undefined)).toBe(true);
      expect(isValidLimit({ value: 0.5, unit: 'MG_PER_M3' })).toBe(true);
      expect(validateDocument(substance, buildSubstance({ workplaceLimit: { value: 2, unit: 'ML_PER_M3' } })).ok).toBe(
        true,
      );
    });

    it('refuses a workplace limit of 0 or below', () => {
      expect(issuesOf(buildSubstance({ workplaceLimit: { value: 0, unit: 'MG_PER_M3' } }))).toEqual([
        { path: 'workplaceLimit', message: 'rule.substance.validLimit' },
      ]);
      expect(issuesOf(buildSubstance({ workplaceLimit: { value: -3, unit: 'MG_PER_M3' } }))).toEqual([
        { path: 'workplaceLimit', message: 'rule.substance.validLimit' },
      ]);
    });

    it('refuses a workplace limit without a unit or with a unit that is no limit unit', () => {
      expect(issuesOf(buildSubstance({ workplaceLimit: { value: 5 } }))).toEqual([
        { path: 'workplaceLimit.unit', message: 'validation.required' },
      ]);
      expect(issuesOf(buildSubstance({ workplaceLimit: { value: 5, unit: 'KG' } }))).toEqual([
        { path: 'workplaceLimit.unit', message: 'validation.invalid' },
      ]);
    });

    it('refuses an additional limit without name or limit, or with a value of 0', () => {
      expect(issuesOf(buildSubstance({ additionalLimits: [{ id: 'al-1' }] }))).toEqual([
        { path: 'additionalLimits.0.name', message: 'validation.required' },
        { path: 'additionalLimits.0.limit', message: 'validation.required' },
      ]);
      expect(
        issuesOf(
          buildSubstance({ additionalLimits: [{ id: 'al-1', name: 'STEL', limit: { value: 0, unit: 'MG_PER_M3' } }] }),
        ),
      ).toEqual([{ path: 'additionalLimits', message: 'rule.substance.validAdditionalLimits' }]);
    });
  });

  it('accepts a four-digit UN number and refuses any other', () => {
    expect(validateDocument(substance, buildSubstance({ unNumber: '1090' })).ok).toBe(true);
    expect(validateDocument(substance, buildSubstance({ unNumber: '' })).ok).toBe(true);
    expect(issuesOf(buildSubstance({ unNumber: '109' }))).toEqual([
      { path: 'unNumber', message: 'rule.substance.unNumber' },
    ]);
    expect(issuesOf(buildSubstance({ unNumber: 'UN10' }))).toEqual([
      { path: 'unNumber', message: 'rule.substance.unNumber' },
    ]);
  });

  it('SUB-2: accepts a CAS number with a matching check digit and refuses a wrong one, saying which part is wrong', () => {
    expect(validateDocument(substance, buildSubstance({ casNumber: '7732-18-5' })).ok).toBe(true);
    expect(validateDocument(substance, buildSubstance({ casNumber: '' })).ok).toBe(true);
    expect(issuesOf(buildSubstance({ casNumber: '7732-18-4' }))).toEqual([
      { path: 'casNumber', message: 'rule.substance.casNumberCheckDigit' },
    ]);
    expect(issuesOf(buildSubstance({ casNumber: '7732185' }))).toEqual([
      { path: 'casNumber', message: 'rule.substance.casNumberFormat' },
    ]);
  });

  it('SUB-3: accepts an EC number with a matching check digit and refuses a wrong one, saying which part is wrong', () => {
    expect(validateDocument(substance, buildSubstance({ egNumber: '231-791-2' })).ok).toBe(true);
    expect(validateDocument(substance, buildSubstance({ egNumber: '  ' })).ok).toBe(true);
    expect(issuesOf(buildSubstance({ egNumber: '231-791-3' }))).toEqual([
      { path: 'egNumber', message: 'rule.substance.egNumberCheckDigit' },
    ]);
    expect(issuesOf(buildSubstance({ egNumber: '231 791 2' }))).toEqual([
      { path: 'egNumber', message: 'rule.substance.egNumberFormat' },
    ]);
  });

  it('keeps the pH value between 0 and 14', () => {
    expect(issuesOf(buildSubstance({ phValue: 15 }))).toEqual([{ path: 'phValue', message: 'validation.invalid' }]);
  });

  it('accepts only DE or EN as data sheet language', () => {
    expect(issuesOf(buildSubstance({ safetyDataSheetFiles: [{ id: 'sds-1', language: 'FR' }] }))).toEqual([
      { path: 'safetyDataSheetFiles.0.language', message: 'validation.invalid' },
    ]);
  });
});
