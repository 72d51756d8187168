import { describe, expect, it } from 'vitest';
import type { DueItem } from './due-items';
import { DEFAULT_ESCALATION_DAYS, escalationDays, reminderKey, remindersOf } from './reminders';

const TODAY = '2026-11-25';

function item(due: string): DueItem {
  return {
    key: 'INSPECTION:insp',
    kind: 'INSPECTION',
    id: 'insp',
    type: 'INSPECTION',
    due,
    overdue: due < TODAY,
    responsible: [],
  };
}

describe('DL-12 reminders of due items', () => {
  it('due soon within 14 days, the 14th day included; not before', () => {
    expect(remindersOf(item('2026-12-09'), TODAY, 14)).toEqual(['DUE_SOON']);
    expect(remindersOf(item('2026-12-10'), TODAY, 14)).toEqual([]);
    expect(remindersOf(item(TODAY), TODAY, 14)).toEqual(['DUE_SOON']);
  });
  it('overdue from the day after the due day', () => {
    expect(remindersOf(item('2026-11-24'), TODAY, 14)).toEqual(['OVERDUE']);
  });
  it('a key per kind, item, due day and recipient: a new due day is a new reminder', () => {
    expect(reminderKey('OVERDUE', item('2026-11-24'), 'emp-a')).toBe('OVERDUE:INSPECTION:insp:2026-11-24:emp-a');
    expect(reminderKey('OVERDUE', item('2027-11-24'), 'emp-a')).not.toBe(
      reminderKey('OVERDUE', item('2026-11-24'), 'emp-a'),
    );
  });
});

describe('DL-9, DL-12 a register never reviewed', () => {
  it('is reminded of as overdue once until its first review, never escalated', () => {
    const never: DueItem = { ...item(TODAY), key: 'REGISTER_REVIEW:loc', kind: 'REGISTER_REVIEW', never: true };
    expect(remindersOf({ ...never, overdue: true }, TODAY, 1)).toEqual(['OVERDUE']);
    expect(reminderKey('OVERDUE', never, 'emp-a')).toBe('OVERDUE:REGISTER_REVIEW:loc:never:emp-a');
    expect(reminderKey('OVERDUE', { ...never, due: '2027-01-01' }, 'emp-a')).toBe(
      reminderKey('OVERDUE', never, 'emp-a'),
    );
  });
});

describe('DL-13 escalation to the head of department', () => {
  it('when overdue by more than the escalation days; on the last day not yet', () => {
    expect(remindersOf(item('2026-11-10'), TODAY, 14)).toEqual(['OVERDUE', 'ESCALATION']);
    expect(remindersOf(item('2026-11-11'), TODAY, 14)).toEqual(['OVERDUE']);
    expect(remindersOf(item('2026-11-20'), TODAY, 3)).toEqual(['OVERDUE', 'ESCALATION']);
  });
  it('the company setting counts when it is a whole number of at least one day, else the default', () => {
    expect(escalationDays({ escalationAfterDays: 30 })).toBe(30);
    expect(escalationDays({ escalationAfterDays: 0 })).toBe(DEFAULT_ESCALATION_DAYS);
    expect(escalationDays({ escalationAfterDays: 2.5 })).toBe(DEFAULT_ESCALATION_DAYS);
    expect(escalationDays(undefined)).toBe(DEFAULT_ESCALATION_DAYS);
  });
});
