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

describe('DL-11 weeks', () => {
  it('groups by the Monday of the ISO week, across month and year ends', () => {
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });
});
