import { describe, expect, it } from 'vitest';
import type { DueItem } from '../../../shared/domain/due';
import { dueGroups } from './due-groups';
import { dueSearch, parseDueParams } from './due-params';

function item(id: string, due: string, overdue = false): DueItem {
  return { key: `INSPECTION:${id}`, kind: 'INSPECTION', id, type: 'INSPECTION', due, overdue, responsible: [] };
}

describe('DL-11 the due view groups', () => {
  it('puts the overdue items first, then one group per ISO week', () => {
    const groups = dueGroups([
      item('a', '2026-11-01', true),
      item('b', '2026-11-25'),
      item('c', '2026-11-29'),
      item('d', '2026-11-30'),
    ]);
    expect(groups.map((group) => [group.key, group.items.map((entry) => entry.id)])).toEqual([
      ['overdue', ['a']],
      ['2026-11-23', ['b', 'c']],
      ['2026-11-30', ['d']],
    ]);
  });
  it('nothing due: no groups', () => {
    expect(dueGroups([])).toEqual([]);
  });
});

describe('the due view’s choices in the URL', () => {
  it('reads the look-ahead and "mine", defaults for anything else', () => {
    expect(parseDueParams({ days: '90', mine: '1' })).toEqual({ days: 90, mine: true, location: undefined });
    expect(parseDueParams({ days: 7, mine: true })).toEqual({ days: 7, mine: true, location: undefined });
    expect(parseDueParams({ days: 12 })).toEqual({ days: 30, mine: false, location: undefined });
    expect(parseDueParams(undefined)).toEqual({ days: 30, mine: false, location: undefined });
  });
  it('writes only what differs from the defaults', () => {
    expect(dueSearch({ days: 30, mine: false, location: undefined })).toEqual({});
    expect(dueSearch({ days: 7, mine: true, location: undefined })).toEqual({ days: 7, mine: true });
  });
});
