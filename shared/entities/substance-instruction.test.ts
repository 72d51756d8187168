import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../enums/entity-types';
import { validateDocument } from './derive/schema';
import type { DocumentData, DocumentLookup } from './entity';
import { substanceInstruction } from './substance-instruction';

function buildSubstanceInstruction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Betriebsanweisung Aceton',
    target: 'substance-1',
    substances: ['substance-1'],
    workEnvironments: ['department-1'],
    ...overrides,
  };
}

function buildFullSubstanceInstruction(): Record<string, unknown> {
  return buildSubstanceInstruction({
    activities: ['activity-1'],
    storageOrWorkEquipments: ['storage-1'],
    revisionInterval: 12,
    responsible: 'employee-1',
    activityDescription: '<p>Reinigen von Oberflächen in der Werkstatt.</p>',
    humanEnvDescription: '<p>Flüssigkeit und Dampf leicht entzündbar.</p>',
    humanEnvGhsSymbols: ['GHS02', 'GHS07'],
    humanEnvWarningSymbols: ['W021'],
    measuresBehaviorDescription: '<p>Nur mit Absaugung verwenden.</p>',
    mandatorySymbols: ['M004', 'M009'],
    prohibitionSymbols: ['P003'],
    malfunctionBehaviorDescription: '<p>Zündquellen entfernen, Raum lüften.</p>',
    fireProtectionSymbols: ['F001', 'F001_LEFT'],
    firstAidDescription: '<p>Augen mit Wasser spülen.</p>',
    rescueSymbols: ['E003', 'E011'],
    disposalDescription: '<p>Als Sonderabfall entsorgen.</p>',
    emergencyNumber: '112',
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
  'activity-1': { type: 'ACTIVITY', data: { name: 'Reinigen', substance: 'substance-1' } },
  'activity-2': { type: 'ACTIVITY', data: { name: 'Lackieren', substance: 'substance-2' } },
  'substance-1': { type: 'SUBSTANCE', data: { name: 'Aceton' } },
});

function issuesOf(data: unknown) {
  const result = validateDocument(substanceInstruction, data);
  return result.ok ? [] : result.issues;
}

function warningCodes(data: DocumentData): string[] {
  return (substanceInstruction.warnings(data, lookup) ?? []).map((warning) => warning.code);
}

describe('substance instruction (domain.md §3 Substance instruction, §5)', () => {
  it('accepts a full substance instruction with every field filled', () => {
    const data = buildFullSubstanceInstruction();
    expect(Object.keys(data).sort()).toEqual(Object.keys(substanceInstruction.fields).sort());
    expect(validateDocument(substanceInstruction, data)).toEqual({ ok: true, data });
  });

  it('requires name, target and at least one substance', () => {
    expect(issuesOf({ workEnvironments: ['department-1'], substances: [] })).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'target', message: 'validation.required' },
      { path: 'substances', message: 'validation.required' },
    ]);
  });

  it('accepts work equipment/storage or a work environment', () => {
    expect(validateDocument(substanceInstruction, buildSubstanceInstruction()).ok).toBe(true);
    expect(
      validateDocument(
        substanceInstruction,
        buildSubstanceInstruction({ workEnvironments: undefined, storageOrWorkEquipments: ['storage-1'] }),
      ).ok,
    ).toBe(true);
  });

  it('requires work equipment/storage or a work environment', () => {
    expect(issuesOf(buildSubstanceInstruction({ workEnvironments: [] }))).toEqual([
      { path: 'storageOrWorkEquipments', message: 'rule.substanceInstruction.equipmentOrEnvironment' },
    ]);
  });

  describe('warning: selected activities contain substances that differ from the selected substances', () => {
    it('gives no warning when every activity works with a selected substance', () => {
      expect(warningCodes(buildSubstanceInstruction({ activities: ['activity-1'] }))).toEqual([]);
    });

    it('gives no warning for activities the lookup does not know or for no activities', () => {
      expect(warningCodes(buildSubstanceInstruction({ activities: ['activity-unknown'] }))).toEqual([]);
      expect(warningCodes(buildSubstanceInstruction())).toEqual([]);
    });

    it('warns when an activity works with a substance that is not selected', () => {
      const warnings = substanceInstruction.warnings(
        buildSubstanceInstruction({ activities: ['activity-1', 'activity-2'] }),
        lookup,
      );
      expect(warnings).toEqual([
        {
          code: 'activitySubstancesDiffer',
          message: expect.objectContaining({ id: 'warning.substanceInstruction.activitySubstancesDiffer' }),
        },
      ]);
    });

    it('warns when the target is an activity with a substance that is not selected', () => {
      expect(warningCodes(buildSubstanceInstruction({ target: 'activity-2' }))).toEqual(['activitySubstancesDiffer']);
    });

    it('does not block saving', () => {
      expect(validateDocument(substanceInstruction, buildSubstanceInstruction({ activities: ['activity-2'] })).ok).toBe(
        true,
      );
    });
  });
});
