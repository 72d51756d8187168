import { describe, expect, it } from 'vitest';
import { MEASURE_FILTERS } from '../../enums/catalogs';
import { matchesMeasureFilter } from './measure-filter';
import { measureFilterCounts } from './measure-filter-counts';

const TODAY = '2026-11-25';

const MEASURES = {
  overdue: { isDone: false, deadlineAt: '2026-11-24' },
  dueToday: { isDone: false, deadlineAt: TODAY },
  noDeadline: { isDone: false },
  doneLate: { isDone: true, deadlineAt: '2026-01-01' },
} as const;

function shownUnder(filter: (typeof MEASURE_FILTERS)[number]): string[] {
  return Object.entries(MEASURES)
    .filter(([, measure]) => matchesMeasureFilter(filter, measure, TODAY))
    .map(([name]) => name);
}

describe('MEA-4 measure list filter', () => {
  it('has a rule for every filter of the spec (ALL, OPEN, DONE, OVERDUE)', () => {
    expect(MEASURE_FILTERS).toEqual(['ALL', 'OPEN', 'DONE', 'OVERDUE']);
  });

  it('ALL shows every measure', () => {
    expect(shownUnder('ALL')).toEqual(['overdue', 'dueToday', 'noDeadline', 'doneLate']);
  });

  it('OPEN shows the measures not done, overdue ones included', () => {
    expect(shownUnder('OPEN')).toEqual(['overdue', 'dueToday', 'noDeadline']);
  });

  it('DONE shows the done measures, also those finished after their deadline', () => {
    expect(shownUnder('DONE')).toEqual(['doneLate']);
  });

  it('OVERDUE shows open measures whose deadline has passed, not those due today', () => {
    expect(shownUnder('OVERDUE')).toEqual(['overdue']);
  });
});

describe('MEA-4 counts on the filter tabs', () => {
  it('counts each choice over the same measures', () => {
    expect(measureFilterCounts(Object.values(MEASURES), TODAY)).toEqual({ ALL: 4, OPEN: 3, DONE: 1, OVERDUE: 1 });
    expect(measureFilterCounts([], TODAY)).toEqual({ ALL: 0, OPEN: 0, DONE: 0, OVERDUE: 0 });
  });
});
