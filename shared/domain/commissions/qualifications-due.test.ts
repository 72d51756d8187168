import { describe, expect, it } from 'vitest';
import { qualificationsDue } from './qualifications-due';

const TODAY = '2026-11-25';

const forklift = {
  id: 'com-forklift',
  data: {
    name: 'Fahrauftrag Stapler',
    qualificationRenewalRequired: true,
    qualificationIntervalInMonths: 12,
    assignments: [
      { id: 'a1', employee: 'emp-meyer', commissionAt: '2025-12-01' },
      { id: 'a2', employee: 'emp-aydin', commissionAt: '2024-03-10' },
      { id: 'a3', employee: 'emp-meyer', commissionAt: '2026-01-15' },
    ],
    qualifications: [
      { id: 'q1', qualificationAt: '2024-12-10', nextQualificationAt: '2025-12-10' },
      { id: 'q2', qualificationAt: '2025-12-10', nextQualificationAt: '2026-12-10' },
    ],
  },
};

describe('COM-1 the qualification of each commissioned employee', () => {
  it('falls due on the commission’s latest renewal date, once per employee with the latest commission day', () => {
    expect(qualificationsDue([forklift], TODAY, 30)).toEqual([
      {
        employee: 'emp-aydin',
        commission: 'com-forklift',
        commissionAt: '2024-03-10',
        dueAt: '2026-12-10',
        pastDue: false,
      },
      {
        employee: 'emp-meyer',
        commission: 'com-forklift',
        commissionAt: '2026-01-15',
        dueAt: '2026-12-10',
        pastDue: false,
      },
    ]);
  });

  it('does not expire when the commission needs no renewal, or has no renewal date, or no employees', () => {
    const noRenewal = { id: 'c2', data: { ...forklift.data, qualificationRenewalRequired: false } };
    const noDate = {
      id: 'c3',
      data: { ...forklift.data, qualifications: [{ id: 'q', qualificationAt: '2026-01-01' }] },
    };
    const nobody = { id: 'c4', data: { ...forklift.data, assignments: [] } };
    expect(qualificationsDue([noRenewal, noDate, nobody], TODAY, 365)).toEqual([]);
  });
});

describe('COM-2 expires soon', () => {
  it('lists a date within the look-ahead and past ones, marked, earliest first', () => {
    const crane = {
      id: 'com-crane',
      data: {
        qualificationRenewalRequired: true,
        assignments: [{ id: 'a', employee: 'emp-becker', commissionAt: '2023-05-02' }],
        qualifications: [{ id: 'q', qualificationAt: '2025-11-01', nextQualificationAt: '2026-11-01' }],
      },
    };
    const due = qualificationsDue([forklift, crane], TODAY, 30);
    expect(due.map((row) => [row.employee, row.dueAt, row.pastDue])).toEqual([
      ['emp-becker', '2026-11-01', true],
      ['emp-aydin', '2026-12-10', false],
      ['emp-meyer', '2026-12-10', false],
    ]);
  });

  it('leaves out a date after the look-ahead', () => {
    expect(qualificationsDue([forklift], TODAY, 14)).toEqual([]);
  });
});
