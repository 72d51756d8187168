import { describe, expect, it } from 'vitest';
import { type DueSource, dueItems } from '../../../shared/domain/due';
import { dueAtLocation, trainingParticipants } from './due-location';
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
    safetyDataSheetFiles: [{ issuedAt: '2024-02-29' }],
  }),
  doc('sub-unstored', 'SUBSTANCE', { name: 'Ethanol', safetyDataSheetFiles: [{ issuedAt: '2024-01-10' }] }),
  doc('emp-yard', 'EMPLOYEE', { firstName: 'Jana', departments: ['dep-yard'] }),
  doc('emp-south', 'EMPLOYEE', { firstName: 'Tom', locations: ['loc-south'] }),
  doc('emp-nowhere', 'EMPLOYEE', { firstName: 'Ben' }),
  doc('trn', 'INSTRUCTION', {
    sessionDueDates: [
      { id: 's1', employee: 'emp-yard', dueDate: '2026-11-28' },
      { id: 's2', employee: 'emp-south', dueDate: '2026-11-28' },
      { id: 's3', employee: 'emp-nowhere', dueDate: '2026-12-02' },
    ],
  }),
];

describe('DL-11 the due view at one location', () => {
  const items = dueItems(DOCS, TODAY, '2026-12-25');
  const byId = new Map(DOCS.map((entry) => [entry.id, entry]));
  const lookup = (id: string) => byId.get(id);

  it('keeps the items whose document sits there, through departments and origins, and the register of that location', () => {
    const documents = (at: string) =>
      dueAtLocation(items, at, lookup)
        .filter((item) => item.kind !== 'TRAINING')
        .map((item) => item.key);
    expect(documents('loc-north')).toEqual(['SAFETY_DATA_SHEET:sub', 'REGISTER_REVIEW:loc-north', 'MEASURE:mea-yard']);
    expect(documents('loc-south')).toEqual(['INSPECTION:insp-south']);
  });
  it("a substance's safety data sheet shows where the substance is stored; one stored nowhere only for all locations", () => {
    expect(items.map((item) => item.key)).toContain('SAFETY_DATA_SHEET:sub-unstored');
    expect(dueAtLocation(items, 'loc-north', lookup).map((item) => item.key)).not.toContain(
      'SAFETY_DATA_SHEET:sub-unstored',
    );
  });
  it('a training shows at a location for its participants due that day who work there, named alone (as TRN-11)', () => {
    const trainings = (at: string) =>
      dueAtLocation(items, at, lookup)
        .filter((item) => item.kind === 'TRAINING')
        .map((item) => [item.key, item.responsible]);
    expect(items.filter((item) => item.kind === 'TRAINING').map((item) => [item.key, item.responsible])).toEqual([
      ['TRAINING:trn:2026-11-28', ['emp-south', 'emp-yard']],
      ['TRAINING:trn:2026-12-02', ['emp-nowhere']],
    ]);
    expect(trainings('loc-north')).toEqual([['TRAINING:trn:2026-11-28', ['emp-yard']]]);
    expect(trainings('loc-south')).toEqual([['TRAINING:trn:2026-11-28', ['emp-south']]]);
    expect(trainings('loc-west')).toEqual([]);
    expect(trainingParticipants(items)).toEqual(['emp-south', 'emp-yard', 'emp-nowhere']);
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
