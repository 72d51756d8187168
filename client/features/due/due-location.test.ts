import { describe, expect, it } from 'vitest';
import { type DueSource, dueItems } from '../../../shared/domain/due';
import { dueAtLocation } from './due-location';
import { dueSearch, parseDueParams } from './due-params';

const TODAY = '2026-11-25';

function doc(id: string, type: string, data: Record<string, unknown>): DueSource {
  return { id, type, data };
}

const DOCS = [
  doc('loc-north', 'LOCATION', { name: 'Werk Nord' }),
  doc('loc-south', 'LOCATION', { name: 'Werk Süd' }),
  doc('dep-yard', 'DEPARTMENT', { name: 'Hof', parent: 'loc-north' }),
  doc('st', 'STORAGE', { name: 'Schrank', department: 'dep-yard' }),
  doc('dep-south', 'DEPARTMENT', { name: 'Halle', parent: 'loc-south' }),
  doc('we-south', 'WORK_EQUIPMENT', { name: 'Stapler', department: 'dep-south' }),
  doc('insp-south', 'INSPECTION', { nextInspectionAt: '2026-11-20', storageOrWorkEquipment: 'we-south' }),
  doc('si-yard', 'SITE_INSPECTION', { inspectedEntities: ['dep-yard'] }),
  doc('mea-yard', 'MEASURE', { isDone: false, deadlineAt: '2026-11-30', origin: 'si-yard' }),
  doc('sub', 'SUBSTANCE', {
    name: 'Aceton',
    hazardStatements: ['H225'],
    storageLocations: [{ id: 'sl', storage: 'st', quantity: { value: 1, unit: 'L' } }],
  }),
  doc('trn', 'INSTRUCTION', { sessionDueDates: [{ id: 's', employee: 'emp', dueDate: '2026-11-28' }] }),
];

describe('DL-11 the due view at one location', () => {
  const items = dueItems(DOCS, TODAY, '2026-12-25');
  const byId = new Map(DOCS.map((entry) => [entry.id, entry]));
  const lookup = (id: string) => byId.get(id);

  it('keeps the items whose document sits there, through departments and origins, and the register of that location', () => {
    expect(dueAtLocation(items, 'loc-north', lookup).map((item) => item.key)).toEqual([
      'REGISTER_REVIEW:loc-north',
      'MEASURE:mea-yard',
    ]);
    expect(dueAtLocation(items, 'loc-south', lookup).map((item) => item.key)).toEqual(['INSPECTION:insp-south']);
  });
  it('items without a place (a training) show only when every location shows', () => {
    expect(items.map((item) => item.key)).toContain('TRAINING:trn:2026-11-28');
    expect(dueAtLocation(items, 'loc-north', lookup).some((item) => item.kind === 'TRAINING')).toBe(false);
  });
  it('the location follows the header unless the URL names one or all, and survives in the URL', () => {
    expect(parseDueParams({}, 'loc-north').location).toBe('loc-north');
    expect(parseDueParams({ location: 'loc-south' }, 'loc-north').location).toBe('loc-south');
    expect(parseDueParams({ location: 'all' }, 'loc-north').location).toBeUndefined();
    expect(dueSearch({ days: 30, mine: false, location: undefined }, 'loc-north')).toEqual({ location: 'all' });
    expect(dueSearch({ days: 30, mine: false, location: 'loc-north' }, 'loc-north')).toEqual({});
    expect(dueSearch({ days: 90, mine: true, location: 'loc-south' }, undefined)).toEqual({
      days: 90,
      mine: true,
      location: 'loc-south',
    });
  });
});
