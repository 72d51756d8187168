import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { EntityDetailScreen } from '../../../features/entity-detail/EntityDetailScreen';
import { departmentPreset, parseDepartmentSearch } from '../../../features/locations/department-preset';
import { useSelectedLocation } from '../../../features/locations/use-selected-location';

export const Route = createFileRoute('/locations/departments/$id')({
  validateSearch: parseDepartmentSearch,
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { selected } = useSelectedLocation();
  const selectedId = selected?.id;
  const initial = useMemo(() => departmentPreset(search, selectedId), [search, selectedId]);
  return (
    <EntityDetailScreen
      // Another "new department" of the tree starts a fresh form with its own parent.
      key={id === 'new' ? `new:${search.parent ?? ''}` : id}
      screen="departments"
      type="DEPARTMENT"
      documentId={id}
      initial={initial}
      detailBase="/locations/departments"
    />
  );
}
