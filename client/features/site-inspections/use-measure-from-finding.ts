import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NewDocumentStart } from '../screens';
import { linkMeasureToInspection } from './link-measure';
import { measurePreset, parseMeasureSearch } from './measure-preset';

/**
 * A new measure opened from a finding (`/measures/new?origin=…&description=…`) starts with the
 * finding's text and, once stored, joins the site inspection it came from.
 */
export function useMeasureFromFinding(): NewDocumentStart {
  const search = useSearch({ strict: false });
  return useMemo(() => {
    const parsed = parseMeasureSearch(search);
    const initial = measurePreset(parsed);
    const { origin } = parsed;
    return {
      ...(initial ? { initial } : {}),
      ...(origin ? { afterCreate: (db, measureId) => linkMeasureToInspection(db, origin, measureId) } : {}),
    } satisfies NewDocumentStart;
  }, [search]);
}
