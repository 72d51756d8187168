import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PlannedScreen } from '../../features/screens/PlannedScreen';
import { linkMeasureToInspection } from '../../features/site-inspections/link-measure';
import { measurePreset, parseMeasureSearch } from '../../features/site-inspections/measure-preset';
import type { ReplicaDb } from '../../sync/replica-db';

export const Route = createFileRoute('/measures/$id')({ validateSearch: parseMeasureSearch, component: Screen });

function Screen() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const initial = useMemo(() => (id === 'new' ? measurePreset(search) : undefined), [id, search]);
  const origin = id === 'new' ? search.origin : undefined;
  const afterCreate = useMemo(
    () => (origin ? (db: ReplicaDb, measureId: string) => linkMeasureToInspection(db, origin, measureId) : undefined),
    [origin],
  );
  return (
    <PlannedScreen
      screen="measures"
      mode="detail"
      documentId={id}
      {...(initial ? { initial } : {})}
      {...(afterCreate ? { afterCreate } : {})}
    />
  );
}
