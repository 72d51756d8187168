import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LocationsScreen } from '../../features/locations/LocationsScreen';
import { parseLocationsSearch } from '../../features/locations/tree-search-params';

export const Route = createFileRoute('/locations/')({
  validateSearch: parseLocationsSearch,
  component: Screen,
});

function Screen() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback(
    (query: string) => void navigate({ search: query === '' ? {} : { q: query }, replace: true }),
    [navigate],
  );
  return <LocationsScreen query={q ?? ''} onQueryChange={onQueryChange} />;
}
