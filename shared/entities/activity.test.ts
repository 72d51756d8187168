import { describe, expect, it } from 'vitest';
import { activity } from './activity';
import { validateDocument } from './derive/schema';

function buildActivity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Entfetten von Bauteilen',
    substance: 'substance-1',
    workEnvironments: ['department-1'],
    ...overrides,
  };
}

function buildFullActivity(): Record<string, unknown> {
  return buildActivity({
    storageOrWorkEquipments: ['work-equipment-1', 'storage-1'],
    description: '<p>Bauteile werden im Tauchbecken entfettet.</p>',
    applicationForm: 'DILUTED_WITH_WATER',
    dilution: '1:10',
    spraying: false,
    releaseGroup: 'GRAINY',
    exposition: {
      substanceQuantity: { value: 2, unit: 'L' },
      annualQuantity: { value: 400, unit: 'L' },
      duration: { value: 30, unit: 'MIN' },
      employeeCount: 3,
      contactFrequency: 'DAILY',
      spatialConditions: 'PARTIALLY_ENCLOSED',
      protectiveGear: ['EYES', 'HANDS', 'APRON'],
      freeVentilationType: 'DOOR',
      technicalVentilationType: 'DECENTRALIZED',
      technicalVentilationAmount: 1500,
      technicalVentilationDescription: '<p>Absaugung am Becken.</p>',
    },
    dermalHazard: {
      description: '<p>Spritzer auf Hände und Unterarme möglich.</p>',
      effectArea: 'SMALL',
      effectDuration: { value: 15, unit: 'MIN' },
      wetWork: 'UNDER_TWO_HOURS',
    },
    furtherHazards: {
      inhalation: '<p>Dämpfe bei erhöhter Temperatur.</p>',
      oral: '<p>Keine.</p>',
      explosion: '<p>Keine Zündquellen in der Nähe.</p>',
      heatAndCold: '<p>Becken bis 60 °C.</p>',
    },
    emkgInhalation: 'M2',
    emkgSkin: 'M1',
    emkgEyes: 'M2',
    emkgFire: 'M1',
    emkgStorage: 'M1',
    emkgComplete: true,
    emkgSeries250: false,
  });
}

function issuesOf(data: unknown) {
  const result = validateDocument(activity, data);
  return result.ok ? [] : result.issues;
}

describe('activity (domain.md §3 Activity, §5)', () => {
  it('accepts a full activity with every field filled', () => {
    const data = buildFullActivity();
    expect(Object.keys(data).sort()).toEqual(Object.keys(activity.fields).sort());
    expect(validateDocument(activity, data)).toEqual({ ok: true, data });
  });

  it('requires a name and a substance', () => {
    expect(issuesOf({ workEnvironments: ['department-1'] })).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'substance', message: 'validation.required' },
    ]);
  });

  it('accepts work equipment or storage alone, or a work environment alone', () => {
    expect(
      validateDocument(activity, buildActivity({ workEnvironments: [], storageOrWorkEquipments: ['storage-1'] })).ok,
    ).toBe(true);
    expect(validateDocument(activity, buildActivity()).ok).toBe(true);
  });

  it('requires at least one work equipment/storage or a work environment', () => {
    expect(issuesOf(buildActivity({ workEnvironments: [] }))).toEqual([
      { path: 'storageOrWorkEquipments', message: 'rule.activity.equipmentOrEnvironment' },
    ]);
    expect(issuesOf({ name: 'Lackieren', substance: 'substance-1' })).toEqual([
      { path: 'storageOrWorkEquipments', message: 'rule.activity.equipmentOrEnvironment' },
    ]);
  });

  it('refuses values outside the exposition enumerations', () => {
    expect(issuesOf(buildActivity({ exposition: { contactFrequency: 'HOURLY', employeeCount: -1 } }))).toEqual([
      { path: 'exposition.employeeCount', message: 'validation.invalid' },
      { path: 'exposition.contactFrequency', message: 'validation.invalid' },
    ]);
  });
});
