import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PlannedScreen } from '../../features/screens/PlannedScreen';
import { measurePreset, parseMeasureSearch } from '../../features/site-inspections/measure-preset';

export const Route = createFileRoute('/measures/$id')({ validateSearch: parseMeasureSearch, component: Screen });

function Screen() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const initial = useMemo(() => (id === 'new' ? measurePreset(search) : undefined), [id, search]);
  return <PlannedScreen screen="measures" mode="detail" documentId={id} {...(initial ? { initial } : {})} />;
}
