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
    composition: [
      { id: 'c-1', component: 'substance-2', proportion: 99.5 },
      { id: 'c-2', component: 'substance-3', proportionFrom: 0.1, proportionTo: 0.5 },
    ],
    compositionComplete: true,
    signalWord: 'DANGER',
    notesOnHazard: '<p>Leicht entzündbar.</p>',
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
      state: 'APPROVED',
      requestedBy: 'employee-2',
      requestedAt: '2024-03-20T08:00:00.000Z',
      substitutionCheck: '<p>Ersatz durch Ethanol geprüft, technisch nicht möglich.</p>',
      substitutedSubstances: ['substance-3'],
      substitutionResult: 'NO_ALTERNATIVE',
      substitutionCheckedBy: 'employee-1',
      substitutionCheckedAt: '2024-03-28T10:30:00.000Z',
      hasApproval: true,
      approvalDate: '2024-04-02',
      approvedBy: 'employee-1',
      approvalReason: '<p>Kein Ersatzstoff verfügbar.</p>',
      rejectionReason: '<p>Vorher abgelehnt.</p>',
      rejectedBy: 'employee-1',
      rejectedAt: '2024-01-10T09:00:00.000Z',
    },
    approvalState: 'APPROVED',
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

  it('requires a component on each composition row and keeps proportions within 0–100 %', () => {
    expect(issuesOf(buildSubstance({ composition: [{ id: 'c-1', proportion: 10 }] }))).toEqual([
      { path: 'composition.0.component', message: 'validation.required' },
    ]);
    expect(issuesOf(buildSubstance({ composition: [{ id: 'c-1', component: 's-2', proportion: 120 }] }))).toEqual([
      { path: 'composition.0.proportion', message: 'validation.invalid' },
    ]);
    expect(
      issuesOf(buildSubstance({ composition: [{ id: 'c-1', component: 's-2', proportionFrom: -1, proportionTo: 5 }] })),
    ).toEqual([{ path: 'composition.0.proportionFrom', message: 'validation.invalid' }]);
  });

  it('SUB-COMP-1: each row gives an exact proportion (as stored before ranges) or a range from–to', () => {
    const valid = (rows: unknown[]) => validateDocument(substance, buildSubstance({ composition: rows })).ok;
    expect(valid([{ id: 'c-1', component: 's-2', proportion: 0 }])).toBe(true);
    expect(valid([{ id: 'c-1', component: 's-2', proportionFrom: 10, proportionTo: 25 }])).toBe(true);
    expect(valid([{ id: 'c-1', component: 's-2', proportionTo: 1 }])).toBe(true);
    const refused = [{ path: 'composition', message: 'rule.substance.compositionProportion' }];
    expect(issuesOf(buildSubstance({ composition: [{ id: 'c-1', component: 's-2' }] }))).toEqual(refused);
    expect(
      issuesOf(buildSubstance({ composition: [{ id: 'c-1', component: 's-2', proportion: 5, proportionTo: 10 }] })),
    ).toEqual(refused);
    expect(
      issuesOf(
        buildSubstance({ composition: [{ id: 'c-1', component: 's-2', proportionFrom: 30, proportionTo: 20 }] }),
      ),
    ).toEqual(refused);
  });

  describe('SUB-APR-3: what an approval state needs', () => {
    it('a recorded check needs the alternatives considered and the result', () => {
      expect(
        issuesOf(buildSubstance({ approval: { state: 'SUBSTITUTION_CHECKED', substitutionResult: 'NO_ALTERNATIVE' } })),
      ).toEqual([{ path: 'approval.substitutionCheck', message: 'rule.substance.approval.substitutionCheck' }]);
    });

    it('a rejection needs its reason', () => {
      expect(issuesOf(buildSubstance({ approval: { state: 'REJECTED' } }))).toEqual([
        { path: 'approval.rejectionReason', message: 'rule.substance.approval.rejectionReason' },
      ]);
    });

    it('an approval despite a possible substitute needs its reason', () => {
      const approval = { state: 'APPROVED', substitutionCheck: 'Ethanol', substitutionResult: 'SUBSTITUTION_POSSIBLE' };
      expect(issuesOf(buildSubstance({ approval }))).toEqual([
        { path: 'approval.approvalReason', message: 'rule.substance.approval.approvalReason' },
      ]);
      expect(
        validateDocument(substance, buildSubstance({ approval: { ...approval, approvalReason: 'befristet' } })).ok,
      ).toBe(true);
    });

    it('keeps an approval stored before the workflow valid: the flag, date, approver and reason alone', () => {
      const legacy = { hasApproval: true, approvalDate: '2024-04-02', approvedBy: 'employee-1', approvalReason: 'alt' };
      expect(validateDocument(substance, buildSubstance({ approval: legacy })).ok).toBe(true);
    });
  });

  it('SUB-APR-1: derives the approval state for the list, also for an approval stored before the workflow', () => {
    expect(substance.derive?.values({ approval: { state: 'REQUESTED' } })).toEqual({ approvalState: 'REQUESTED' });
    expect(substance.derive?.values({ approval: { hasApproval: true } })).toEqual({ approvalState: 'APPROVED' });
    expect(substance.derive?.values({})).toEqual({ approvalState: undefined });
  });

  describe('warnings, never blocking', () => {
    const warningsOf = (data: Record<string, unknown>, today = '2026-11-25') =>
      (substance.warnings?.(data, () => undefined, today) ?? []).map((warning) => [warning.code, warning.field]);

    it('SUB-COMP-2 and SUB-COMP-3 warn in the composition section', () => {
      const rows = [
        { id: 'c-1', component: 's-2', proportionFrom: 60, proportionTo: 80 },
        { id: 'c-2', component: 's-3', proportionFrom: 50, proportionTo: 60 },
      ];
      expect(warningsOf(buildSubstance({ composition: rows }))).toEqual([['SUB-COMP-2', 'composition']]);
      const low = [{ id: 'c-1', component: 's-2', proportionFrom: 10, proportionTo: 25 }];
      expect(warningsOf(buildSubstance({ composition: low }))).toEqual([]);
      expect(warningsOf(buildSubstance({ composition: low, compositionComplete: true }))).toEqual([
        ['SUB-COMP-3', 'composition'],
      ]);
    });

    it('SUB-SDS-1 warns in the data sheet section with the issue date, by the day it is given', () => {
      const sheets = [{ id: 'sds-1', language: 'DE', issuedAt: '2024-02-05' }];
      expect(warningsOf(buildSubstance({ safetyDataSheetFiles: sheets }))).toEqual([
        ['SUB-SDS-1', 'safetyDataSheetFiles'],
      ]);
      expect(warningsOf(buildSubstance({ safetyDataSheetFiles: sheets }), '2026-02-05')).toEqual([]);
      const [warning] =
        substance.warnings?.(buildSubstance({ safetyDataSheetFiles: sheets }), () => undefined, '2026-11-25') ?? [];
      expect(warning?.message.values).toEqual({ issued: new Date('2024-02-05T12:00:00Z') });
    });
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
