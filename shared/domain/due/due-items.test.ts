import { describe, expect, it } from 'vitest';
import { type DueSource, dueItems, weekOf } from './due-items';

const TODAY = '2026-11-25';
const UNTIL = '2026-12-25';

function doc(id: string, type: string, data: Record<string, unknown>): DueSource {
  return { id, type, data };
}

describe('DL-8 due items across the modules', () => {
  it('lists every kind due by the last day, overdue ones marked, earliest first', () => {
    const items = dueItems(
      [
        doc('insp', 'INSPECTION', { nextInspectionAt: '2026-11-20', responsible: 'emp-a' }),
        doc('mnt', 'MAINTENANCE', { nextMaintenanceAt: '2026-12-25', responsible: 'emp-b' }),
        doc('late-mnt', 'MAINTENANCE', { nextMaintenanceAt: '2026-12-26', responsible: 'emp-b' }),
        doc('ra', 'RISK_ASSESSMENT', { nextRevisionAt: '2026-11-25', responsible: 'emp-a' }),
        doc('si', 'SUBSTANCE_INSTRUCTION', { nextRevisionAt: '2026-12-01', responsible: 'emp-c' }),
        doc('mea', 'MEASURE', { isDone: false, deadlineAt: '2026-11-30', responsible: 'emp-a' }),
        doc('done', 'MEASURE', { isDone: true, deadlineAt: '2026-11-01', doneAt: '2026-11-10', responsible: 'emp-a' }),
      ],
      TODAY,
      UNTIL,
    );
    expect(items.map((item) => [item.key, item.due, item.overdue])).toEqual([
      ['INSPECTION:insp', '2026-11-20', true],
      ['RISK_ASSESSMENT:ra', '2026-11-25', false],
      ['MEASURE:mea', '2026-11-30', false],
      ['INSTRUCTION_REVISION:si', '2026-12-01', false],
      ['EFFECTIVENESS_CHECK:done', '2026-12-08', false],
      ['MAINTENANCE:mnt', '2026-12-25', false],
    ]);
  });
  it('a commission falls due on its latest qualification; a permit on the day it is limited until', () => {
    const items = dueItems(
      [
        doc('com', 'COMMISSION', {
          qualifications: [{ nextQualificationAt: '2026-12-10' }],
          assignments: [{ employee: 'emp-a' }, { employee: 'emp-b' }, { employee: 'emp-a' }],
        }),
        doc('we', 'WORK_EQUIPMENT', { responsible: 'emp-c' }),
        doc('per', 'PERMIT', { limitedUntil: '2026-10-01', storageOrWorkEquipment: 'we' }),
      ],
      TODAY,
      UNTIL,
    );
    expect(items.map((item) => [item.key, item.overdue, item.responsible])).toEqual([
      ['PERMIT:per', true, ['emp-c']],
      ['QUALIFICATION:com', false, ['emp-a', 'emp-b']],
    ]);
  });
  it('a safety data sheet falls due two years after its issue (Feb 29 → Feb 28)', () => {
    const items = dueItems(
      [
        doc('sub', 'SUBSTANCE', { safetyDataSheetFiles: [{ issuedAt: '2024-02-29' }, { issuedAt: '2023-01-01' }] }),
        doc('new', 'SUBSTANCE', { safetyDataSheetFiles: [{ issuedAt: '2026-01-01' }] }),
      ],
      TODAY,
      UNTIL,
    );
    expect(items.map((item) => [item.key, item.due, item.overdue])).toEqual([
      ['SAFETY_DATA_SHEET:sub', '2026-02-28', true],
    ]);
  });
  it('skips documents without a date or with a broken one', () => {
    expect(
      dueItems([doc('a', 'INSPECTION', {}), doc('b', 'INSPECTION', { nextInspectionAt: '2026-13-01' })], TODAY, UNTIL),
    ).toEqual([]);
  });
});

describe('DL-9 register review of a location', () => {
  it('falls due a year after the last review of a location whose register lists hazardous substances', () => {
    const docs = [
      doc('loc', 'LOCATION', { name: 'Werk' }),
      doc('dep', 'DEPARTMENT', { name: 'Lager', parent: 'loc' }),
      doc('st', 'STORAGE', { name: 'Lager', department: 'dep' }),
      doc('sub', 'SUBSTANCE', {
        name: 'Aceton',
        hazardStatements: ['H225'],
        storageLocations: [{ id: 'sl', storage: 'st', quantity: { value: 10, unit: 'L' } }],
      }),
      doc('rev', 'SUBSTANCE_REGISTER_REVIEW', { location: 'loc', reviewedOn: '2025-11-20' }),
    ];
    const items = dueItems(docs, TODAY, UNTIL).filter((item) => item.kind === 'REGISTER_REVIEW');
    expect(items).toEqual([
      {
        key: 'REGISTER_REVIEW:loc',
        kind: 'REGISTER_REVIEW',
        id: 'loc',
        type: 'LOCATION',
        due: '2026-11-20',
        overdue: true,
        responsible: [],
      },
    ]);
  });
});

describe('DL-9 a register never reviewed', () => {
  it('is overdue from today without a due day of its own; a location listing no hazardous substance is not due', () => {
    const docs = [
      doc('loc', 'LOCATION', { name: 'Werk' }),
      doc('empty', 'LOCATION', { name: 'Büro' }),
      doc('dep', 'DEPARTMENT', { name: 'Lager', parent: 'loc' }),
      doc('st', 'STORAGE', { name: 'Schrank', department: 'dep' }),
      doc('sub', 'SUBSTANCE', {
        name: 'Aceton',
        hazardStatements: ['H225'],
        storageLocations: [{ id: 'sl', storage: 'st', quantity: { value: 10, unit: 'L' } }],
      }),
    ];
    expect(dueItems(docs, TODAY, UNTIL).filter((item) => item.kind === 'REGISTER_REVIEW')).toEqual([
      {
        key: 'REGISTER_REVIEW:loc',
        kind: 'REGISTER_REVIEW',
        id: 'loc',
        type: 'LOCATION',
        due: TODAY,
        overdue: true,
        never: true,
        responsible: [],
      },
    ]);
  });
});

describe('DL-15 trainings', () => {
  it('fall due per due day of the stored session due dates, in the responsibility of the participants due that day', () => {
    const training = doc('trn', 'INSTRUCTION', {
      name: 'Staplerunterweisung',
      // Stored by the server (TRN-4); the rule reads them and never recomputes them.
      sessionDueDates: [
        { id: 's1', employee: 'emp-b', dueDate: '2026-11-20' },
        { id: 's2', employee: 'emp-a', dueDate: '2026-11-20' },
        { id: 's3', employee: 'emp-c', dueDate: '2026-12-10' },
        { id: 's4', employee: 'emp-d', dueDate: '2027-03-01' },
        { id: 's5', employee: 'emp-e', dueDate: 'soon' },
      ],
      nextDueDate: '2026-11-20',
      dueDate: '2020-01-01',
    });
    expect(dueItems([training], TODAY, UNTIL)).toEqual([
      {
        key: 'TRAINING:trn:2026-11-20',
        kind: 'TRAINING',
        id: 'trn',
        type: 'INSTRUCTION',
        due: '2026-11-20',
        overdue: true,
        responsible: ['emp-a', 'emp-b'],
      },
      {
        key: 'TRAINING:trn:2026-12-10',
        kind: 'TRAINING',
        id: 'trn',
        type: 'INSTRUCTION',
        due: '2026-12-10',
        overdue: false,
        responsible: ['emp-c'],
      },
    ]);
  });
  it('a training without stored due dates (none derived, or all completed without repeat) is not due', () => {
    expect(dueItems([doc('trn', 'INSTRUCTION', { name: 'x', dueDate: '2026-11-01' })], TODAY, UNTIL)).toEqual([]);
    expect(dueItems([doc('trn', 'INSTRUCTION', { sessionDueDates: [] })], TODAY, UNTIL)).toEqual([]);
  });
});

describe('DL-11 weeks', () => {
  it('groups by the Monday of the ISO week, across month and year ends', () => {
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });
});
