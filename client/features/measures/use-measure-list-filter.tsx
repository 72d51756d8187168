import { useLocation } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { matchesMeasureFilter, measureFilterCounts } from '../../../shared/domain/measures';
import { locationsOf, type PlacedDoc } from '../../../shared/entities/document-places';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { localDay } from '../entity-detail';
import { placesOf, useSelectedLocation } from '../locations';
import type { FilterDoc, ListFilter } from '../screens';
import { MeasureFilterBar } from './MeasureFilterBar';
import { parseMeasureListParams } from './measure-list-params';

const NOTHING: ReadonlyMap<string, PlacedDoc> = new Map();

/**
 * The measure list's filters (docs/domain/measures.md MEA-4): the status tabs with their counts
 * over what the other filters leave, and the filters by responsible ("mine"), type, origin kind
 * and location, all in the URL. Origins and their places are read by id from the device's
 * replica, along the chains of the listed measures only (`placesOf`).
 */
export function useMeasureListFilter(docs: readonly FilterDoc[] | undefined): ListFilter {
  const location = useLocation();
  const { selected } = useSelectedLocation();
  const me = useSession().employee.id;
  const replica = useReplica();
  const params = useMemo(() => parseMeasureListParams(location.search, selected?.id), [location.search, selected?.id]);
  const today = localDay(new Date());
  const measures = useMemo(() => (docs ?? []).map((doc) => ({ ...doc, type: 'MEASURE' })), [docs]);
  const placed = useLiveQuery(
    async () => (replica ? placesOf(replica.db, measures, params.location ? [params.location] : []) : NOTHING),
    [replica, measures, params.location],
    NOTHING,
  );
  const originType = useCallback(
    (doc: FilterDoc) => (typeof doc.data.origin === 'string' ? placed.get(doc.data.origin)?.type : undefined),
    [placed],
  );
  const others = useCallback(
    (doc: FilterDoc) =>
      (!params.mine || doc.data.responsible === me) &&
      (params.type === undefined || doc.data.measureType === params.type) &&
      (params.origin === undefined || originType(doc) === params.origin) &&
      (params.location === undefined || locationsOf(doc.id, (id) => placed.get(id)).has(params.location)),
    [params, me, originType, placed],
  );
  const base = useMemo(() => (docs ?? []).filter(others), [docs, others]);
  const counts = useMemo(
    () =>
      measureFilterCounts(
        base.map((doc) => doc.data),
        today,
      ),
    [base, today],
  );
  const originTypes = useMemo(
    () => [...new Set((docs ?? []).flatMap((doc) => originType(doc) ?? []))].sort(),
    [docs, originType],
  );
  const keep = useCallback(
    (doc: FilterDoc) => others(doc) && matchesMeasureFilter(params.status, doc.data, today),
    [others, params.status, today],
  );
  const locationName =
    params.location === undefined ? undefined : String(placed.get(params.location)?.data.name ?? '–');
  return {
    bar: <MeasureFilterBar params={params} counts={counts} originTypes={originTypes} locationName={locationName} />,
    keep,
  };
}
