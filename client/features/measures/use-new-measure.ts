import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NewDocumentStart } from '../screens';
import { linkMeasureToOrigin } from './link-to-origin';
import { measurePreset, parseMeasureSearch } from './new-measure';

/**
 * A new measure opened from another document (`/measures/new?origin=…`: a finding, an origin's
 * measures panel, a follow-up) starts with what the URL gives and, once stored, joins the
 * origin's list of measures where it keeps one.
 */
export function useNewMeasure(): NewDocumentStart {
  const search = useSearch({ strict: false });
  return useMemo(() => {
    const parsed = parseMeasureSearch(search);
    const initial = measurePreset(parsed);
    const { origin } = parsed;
    return {
      ...(initial ? { initial } : {}),
      ...(origin ? { afterCreate: (db, measureId) => linkMeasureToOrigin(db, origin, measureId) } : {}),
    } satisfies NewDocumentStart;
  }, [search]);
}
