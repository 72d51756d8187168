import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../enums/entity-types';
import { validateDocument } from './derive/schema';
import type { DocumentData, DocumentLookup } from './entity';
import { workEquipmentInstruction } from './work-equipment-instruction';

function buildWorkEquipmentInstruction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Betriebsanweisung Kreissäge',
    riskAssessment: 'risk-assessment-1',
    storageOrWorkEquipments: ['work-equipment-1'],
    ...overrides,
  };
}

function buildFullWorkEquipmentInstruction(): Record<string, unknown> {
  return buildWorkEquipmentInstruction({
    workEnvironments: ['department-1'],
    revisionInterval: 24,
    responsible: 'employee-1',
    activityDescription: '<p>Zuschnitt von Holzwerkstoffen.</p>',
    humanEnvDescription: '<p>Schnittverletzungen, Rückschlag, Holzstaub.</p>',
    humanEnvGhsSymbols: [],
    humanEnvWarningSymbols: ['W019'],
    measures: '<p>Spaltkeil und Schutzhaube verwenden.</p>',
    behaviorRules: '<p>Schiebestock benutzen, keine Handschuhe.</p>',
    mandatorySymbols: ['M003', 'M004'],
    prohibitionSymbols: ['P015'],
    malfunctionBehaviorDescription: '<p>Maschine ausschalten, Vorgesetzten informieren.</p>',
    fireProtectionSymbols: ['F001'],
    firstAidDescription: '<p>Blutung stillen, Notruf 112.</p>',
    rescueSymbols: ['E003'],
    maintenanceDescription: '<p>Sägeblatt nur bei Stillstand wechseln.</p>',
    emergencyNumber: '+49 30 123456',
    language: 'DE',
    revisedAt: '2026-03-01',
    revisedBy: 'employee-1',
    nextRevisionAt: '2027-03-01',
    derivation: {
      source: 'substance-1',
      fingerprint: '0123456789abcdef',
      derivedAt: '2026-02-01T09:00:00.000Z',
      sentences: [
        { id: 's1', field: 'humanEnvDescription', text: 'Flüssigkeit und Dampf leicht entzündbar.', source: 'H225' },
      ],
    },
  });
}

/** A fake DocumentLookup over an in-memory map of documents. */
function fakeLookup(documents: Record<string, { type: DocumentType; data: DocumentData }>): DocumentLookup {
  return (id) => documents[id];
}

const lookup = fakeLookup({
  'risk-assessment-1': {
    type: 'RISK_ASSESSMENT',
    data: { name: 'GBU Kreissäge', storageOrWorkEquipments: ['work-equipment-1'] },
  },
  'risk-assessment-2': {
    type: 'RISK_ASSESSMENT',
    data: { name: 'GBU Werkstatt', storageOrWorkEquipments: ['work-equipment-1', 'work-equipment-2'] },
  },
  'activity-1': { type: 'ACTIVITY', data: { storageOrWorkEquipments: ['work-equipment-9'] } },
});

function issuesOf(data: unknown) {
  const result = validateDocument(workEquipmentInstruction, data);
  return result.ok ? [] : result.issues;
}

function warningCodes(data: DocumentData): string[] {
  return (workEquipmentInstruction.warnings(data, lookup) ?? []).map((warning) => warning.code);
}

describe('work equipment instruction (domain.md §3 Work equipment instruction, §5)', () => {
  it('accepts a full work equipment instruction with every field filled', () => {
    const data = buildFullWorkEquipmentInstruction();
    expect(Object.keys(data).sort()).toEqual(Object.keys(workEquipmentInstruction.fields).sort());
    expect(validateDocument(workEquipmentInstruction, data)).toEqual({ ok: true, data });
  });

  it('requires a name and the risk assessment it is linked to', () => {
    expect(issuesOf({ storageOrWorkEquipments: ['work-equipment-1'] })).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'riskAssessment', message: 'validation.required' },
    ]);
  });

  it('accepts work equipment/storage or a work environment', () => {
    expect(validateDocument(workEquipmentInstruction, buildWorkEquipmentInstruction()).ok).toBe(true);
    expect(
      validateDocument(
        workEquipmentInstruction,
        buildWorkEquipmentInstruction({ storageOrWorkEquipments: [], workEnvironments: ['location-1'] }),
      ).ok,
    ).toBe(true);
  });

  it('requires work equipment/storage or a work environment', () => {
    expect(issuesOf(buildWorkEquipmentInstruction({ storageOrWorkEquipments: [] }))).toEqual([
      { path: 'storageOrWorkEquipments', message: 'rule.workEquipmentInstruction.equipmentOrEnvironment' },
    ]);
  });

  describe('warning: the selected risk assessment contains equipment that differs from the selected equipment', () => {
    it('gives no warning when the risk assessment covers only the selected equipment', () => {
      expect(warningCodes(buildWorkEquipmentInstruction())).toEqual([]);
      expect(
        warningCodes(buildWorkEquipmentInstruction({ storageOrWorkEquipments: ['work-equipment-1', 'storage-1'] })),
      ).toEqual([]);
    });

    it('gives no warning for an unknown risk assessment or a reference of another type', () => {
      expect(warningCodes(buildWorkEquipmentInstruction({ riskAssessment: 'risk-assessment-unknown' }))).toEqual([]);
      expect(warningCodes(buildWorkEquipmentInstruction({ riskAssessment: 'activity-1' }))).toEqual([]);
    });

    it('warns when the risk assessment covers equipment that is not selected', () => {
      const warnings = workEquipmentInstruction.warnings(
        buildWorkEquipmentInstruction({ riskAssessment: 'risk-assessment-2' }),
        lookup,
      );
      expect(warnings).toEqual([
        {
          code: 'riskAssessmentEquipmentDiffers',
          message: expect.objectContaining({ id: 'warning.workEquipmentInstruction.riskAssessmentEquipmentDiffers' }),
        },
      ]);
    });

    it('does not block saving', () => {
      expect(
        validateDocument(
          workEquipmentInstruction,
          buildWorkEquipmentInstruction({ riskAssessment: 'risk-assessment-2' }),
        ).ok,
      ).toBe(true);
    });
  });
});
