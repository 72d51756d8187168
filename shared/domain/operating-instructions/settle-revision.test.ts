import { describe, expect, it } from 'vitest';
import { settleRevision } from './settle-revision';

const stamp = { employeeId: 'employee-7', at: '2026-05-04T22:30:00.000Z' };

describe('the revision settled by the server (OI-22)', () => {
  it('stamps who revised and the commit day (in Germany) when a device says it was revised', () => {
    expect(settleRevision({ revisedAt: '2025-05-01' }, { revisedAt: '2026-05-04' }, stamp)).toEqual({
      revisedAt: '2026-05-05',
      revisedBy: 'employee-7',
    });
  });

  it('keeps the stored who and when against whatever a device sent otherwise', () => {
    const previous = { revisedAt: '2025-05-01', revisedBy: 'employee-1', name: 'A' };
    expect(settleRevision(previous, { ...previous, revisedBy: 'employee-9', name: 'B' }, stamp)).toEqual({
      revisedAt: '2025-05-01',
      revisedBy: 'employee-1',
      name: 'B',
    });
    expect(settleRevision(undefined, { name: 'C', revisedBy: 'employee-9' }, stamp)).toEqual({ name: 'C' });
  });
});
