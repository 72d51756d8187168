import { describe, expect, it } from 'vitest';
import { measureListSearch, parseMeasureListParams } from './measure-list-params';

describe('MEA-4 the measure list filters in the URL', () => {
  it('reads the status tab, mine, type, origin kind and location, and ignores anything unknown', () => {
    expect(
      parseMeasureListParams(
        { status: 'OVERDUE', mine: '1', type: 'TECHNICAL', origin: 'PERMIT', location: 'loc-1' },
        undefined,
      ),
    ).toEqual({ status: 'OVERDUE', mine: true, type: 'TECHNICAL', origin: 'PERMIT', location: 'loc-1' });
    expect(parseMeasureListParams({ status: 'LATE', mine: 'no' }, undefined)).toEqual({
      status: 'ALL',
      mine: false,
      type: undefined,
      origin: undefined,
      location: undefined,
    });
  });

  it("starts at the layout's selected location unless the URL names one or all", () => {
    expect(parseMeasureListParams({}, 'loc-sel').location).toBe('loc-sel');
    expect(parseMeasureListParams({ location: 'all' }, 'loc-sel').location).toBeUndefined();
    expect(parseMeasureListParams({ location: 'loc-2' }, 'loc-sel').location).toBe('loc-2');
  });

  it("writes the filters beside the list's search and sort, defaults left out and the location always named", () => {
    const params = parseMeasureListParams({ status: 'OPEN' }, undefined);
    expect(measureListSearch({ q: 'Halle', sort: 'deadlineAt', dir: 'asc', status: 'DONE' }, params)).toEqual({
      q: 'Halle',
      sort: 'deadlineAt',
      dir: 'asc',
      status: 'OPEN',
      location: 'all',
    });
    expect(measureListSearch({}, { ...params, status: 'ALL', mine: true, location: 'loc-1' })).toEqual({
      mine: '1',
      location: 'loc-1',
    });
  });
});
