import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LocationsScreen } from './LocationsScreen';
import { parseLocationsSearch } from './tree-search-params';

/** `/locations`: the tree with its search kept in the URL (`?q=`). */
export function LocationsRouteScreen() {
  const { q } = parseLocationsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const onQueryChange = useCallback(
    (query: string) => void navigate({ to: '/locations', search: query === '' ? {} : { q: query }, replace: true }),
    [navigate],
  );
  return <LocationsScreen query={q ?? ''} onQueryChange={onQueryChange} />;
}
