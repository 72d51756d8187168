import { describe, expect, it } from 'vitest';
import { listSearch, nextSort, parseListParams } from './list-params';

describe('list parameters in the URL', () => {
  const sortable = ['name', 'phone'];

  it('reads query, sort and direction', () => {
    expect(parseListParams({ q: 'speyer', sort: 'name', dir: 'desc' }, sortable)).toEqual({
      q: 'speyer',
      sort: 'name',
      dir: 'desc',
    });
  });

  it('accepts a query the router parsed as a number', () => {
    expect(parseListParams({ q: 68167 }, sortable)).toEqual({ q: '68167', dir: 'asc' });
  });

  it('ignores unknown columns, odd directions and odd shapes', () => {
    expect(parseListParams({ sort: 'secret', dir: 'sideways' }, sortable)).toEqual({ q: '', dir: 'asc' });
    expect(parseListParams({ q: { nested: true }, sort: ['name'] }, sortable)).toEqual({ q: '', dir: 'asc' });
    expect(parseListParams(undefined, sortable)).toEqual({ q: '', dir: 'asc' });
  });

  it('reads a filter the list knows and drops any other', () => {
    expect(parseListParams({ filter: 'MISSING_EMKG' }, sortable, ['MISSING_EMKG'])).toEqual({
      q: '',
      dir: 'asc',
      filter: 'MISSING_EMKG',
    });
    expect(parseListParams({ filter: 'SOMETHING_ELSE' }, sortable, ['MISSING_EMKG'])).toEqual({ q: '', dir: 'asc' });
    expect(parseListParams({ filter: 'MISSING_EMKG' }, sortable)).toEqual({ q: '', dir: 'asc' });
    expect(listSearch({ q: '', dir: 'asc', filter: 'MISSING_EMKG' })).toEqual({ filter: 'MISSING_EMKG' });
  });

  it('writes only what is set', () => {
    expect(listSearch({ q: '', dir: 'asc' })).toEqual({});
    expect(listSearch({ q: 'x', sort: 'name', dir: 'desc' })).toEqual({ q: 'x', sort: 'name', dir: 'desc' });
  });

  it('flips the active column and starts a new one ascending', () => {
    expect(nextSort({ q: '', dir: 'asc' }, 'name', 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ q: '', sort: 'name', dir: 'desc' }, 'name', 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ q: '', sort: 'name', dir: 'desc' }, 'phone', 'name')).toEqual({ sort: 'phone', dir: 'asc' });
  });
});
