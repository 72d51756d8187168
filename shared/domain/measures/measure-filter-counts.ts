import type { DocumentData } from '../../entities/entity';
import { MEASURE_FILTERS } from '../../enums/catalogs';
import { type MeasureFilter, matchesMeasureFilter } from './measure-filter';

/** MEA-4: how many of the measures each choice of the list filter shows on `today`. */
export function measureFilterCounts(
  measures: readonly DocumentData[],
  today: string,
): Readonly<Record<MeasureFilter, number>> {
  const counts = { ALL: 0, OPEN: 0, DONE: 0, OVERDUE: 0 } satisfies Record<MeasureFilter, number>;
  for (const measure of measures) {
    for (const filter of MEASURE_FILTERS) if (matchesMeasureFilter(filter, measure, today)) counts[filter] += 1;
  }
  return counts;
}
