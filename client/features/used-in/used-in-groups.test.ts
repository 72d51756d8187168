import { describe, expect, it } from 'vitest';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { usedInGroups } from './used-in-groups';

const FORKLIFT = 'we-forklift';
const everything = () => true;

const doc = (id: string, type: string, data: Record<string, unknown>) => ({ id, type, data, pending: false });

const DOCS = [
  doc('insp-b', 'INSPECTION', { name: 'Prüfung Hubgerüst', storageOrWorkEquipment: FORKLIFT }),
  doc('insp-a', 'INSPECTION', { name: 'Jährliche Prüfung', storageOrWorkEquipment: FORKLIFT }),
  doc('com-1', 'COMMISSION', { name: 'Fahrauftrag', workEquipments: ['we-other', FORKLIFT] }),
  doc('ra-1', 'RISK_ASSESSMENT', { name: 'GBU Lager', storageOrWorkEquipments: [FORKLIFT] }),
  doc('cm-1', 'COMMENT', { document: FORKLIFT, text: 'Bremsen quietschen' }),
  doc('insp-other', 'INSPECTION', { name: 'Andere Prüfung', storageOrWorkEquipment: 'we-other' }),
];

describe('usedInGroups', () => {
  it('REF-1 groups the referring documents by type in the registry order, each sorted by title, with the field', () => {
    const groups = usedInGroups(FORKLIFT, DOCS, everything);
    expect(groups.map((group) => [group.entity.type, group.items.map((item) => item.title)])).toEqual([
      ['INSPECTION', ['Jährliche Prüfung', 'Prüfung Hubgerüst']],
      ['RISK_ASSESSMENT', ['GBU Lager']],
      ['COMMISSION', ['Fahrauftrag']],
    ]);
    const inspection = groups[0]?.items[0];
    expect(inspection?.path).toBe('/inspections/insp-a');
    expect(inspection?.via.map((label) => label.message)).toEqual(['Work equipment or storage']);
  });

  it('REF-1 finds references inside lists: the storage of a substance, the measures of a risk', () => {
    const substance = doc('sub-1', 'SUBSTANCE', {
      name: 'Aceton',
      storageLocations: [
        { id: 'l1', storage: 'st-1', quantity: 20 },
        { id: 'l2', storage: 'st-2', quantity: 5 },
      ],
    });
    const groups = usedInGroups('st-1', [substance], everything);
    expect(groups.map((group) => group.entity.type)).toEqual(['SUBSTANCE']);
    expect(groups[0]?.items[0]?.via.length).toBe(1);
  });

  it('REF-2 leaves out the types the user may not read', () => {
    const noInspections = (entity: EntityDefinition) => entity.type !== 'INSPECTION';
    expect(usedInGroups(FORKLIFT, DOCS, noInspections).map((group) => group.entity.type)).toEqual([
      'RISK_ASSESSMENT',
      'COMMISSION',
    ]);
  });

  it('REF-3 leaves out comments, documents naming it only in non-reference fields, and itself', () => {
    const self = doc(FORKLIFT, 'WORK_EQUIPMENT', { name: 'Stapler', department: FORKLIFT });
    const text = doc('c-1', 'CONTACT', { name: FORKLIFT });
    expect(usedInGroups(FORKLIFT, [self, text, DOCS[4] ?? self], everything)).toEqual([]);
  });
});
