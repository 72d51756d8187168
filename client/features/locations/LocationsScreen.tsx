import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { department } from '../../../shared/entities/department';
import { location } from '../../../shared/entities/location';
import { useSession } from '../../session/session-context';
import { ICONS, ListIcon } from '../../ui/list-icons';
import { ImportButton } from '../import';
import { LocationTreeList } from './LocationTree';
import { type TreeActions, TreeContext } from './tree-context';
import { type Expansion, expandEverything, INITIAL_EXPANSION, toggleNode } from './tree-expansion';
import { TreeStore, type TreeView } from './tree-store';
import { useLocationTree } from './use-location-tree';
import { useSelectedLocation } from './use-selected-location';
import '../../styles/entity-list.css';
import '../../styles/locations.css';

const SEARCH_DELAY_MS = 250;

interface LocationsScreenProps {
  /** The search from the URL (`?q=`). */
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
}

/** `/locations`: the organisation tree of the replica with search and the select-location action. */
export function LocationsScreen({ query: urlQuery, onQueryChange }: LocationsScreenProps) {
  const { t } = useLingui();
  const mayCreate = grantsAnywhere(useSession().employee.grants, 'CREATE', 'LOCATIONS');
  const [query, setQuery] = useState(urlQuery);
  const { full, found } = useLocationTree(query);
  const { selected, select } = useSelectedLocation();
  const [browsing, setBrowsing] = useState<Expansion>(INITIAL_EXPANSION);
  const [searchExpansion, setSearchExpansion] = useState<Expansion>(INITIAL_EXPANSION);
  const searching = found !== undefined;
  const title = t`Locations`;
  useEffect(() => {
    document.title = `${title} · Sorgfalt`;
  }, [title]);
  // A new query opens everything it finds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed query resets the search's toggles
  useEffect(() => {
    setSearchExpansion(INITIAL_EXPANSION);
  }, [query]);
  // The URL follows the search box after a short pause.
  useEffect(() => {
    if (query === urlQuery) return;
    const timer = setTimeout(() => onQueryChange(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, urlQuery, onQueryChange]);

  const setExpansion = searching ? setSearchExpansion : setBrowsing;
  const view: TreeView = useMemo(
    () => ({
      expansion: searching ? searchExpansion : browsing,
      searching,
      matches: found?.matches,
      selectedId: selected?.id,
    }),
    [searching, searchExpansion, browsing, found, selected?.id],
  );
  const [store] = useState(() => new TreeStore(view));
  // Nodes rendering now read the new view; the others hear of it once the screen committed.
  store.set(view);
  useLayoutEffect(() => store.publish());
  // The nodes' actions stay the same for the screen's life and read the current state when used.
  const latest = useRef({ select, selectedId: selected?.id });
  latest.current = { select, selectedId: selected?.id };
  const navigate = useNavigate();
  const actions: TreeActions = useMemo(
    () => ({
      store,
      onToggle: (node) => {
        const { searching: inSearch } = store.view;
        const change = (current: Expansion) => toggleNode(current, node, inSearch);
        if (inSearch) setSearchExpansion(change);
        else setBrowsing(change);
      },
      onSelect: (node) => {
        const { select: choose, selectedId } = latest.current;
        choose(selectedId === node.id ? undefined : { id: node.id, name: node.name });
      },
      open: (href) => void navigate({ href }),
    }),
    [store, navigate],
  );
  const shown = found?.tree ?? full;
  const locations = full?.roots.length ?? 0;
  const departments = (full?.size ?? 0) - locations;

  return (
    <section className="page locations-screen" aria-labelledby="page-title">
      <header className="entity-list-header">
        <div>
          <h1 id="page-title">{title}</h1>
          <p className="entity-list-count" data-testid="locations-count">
            {full && (
              <>
                <Plural value={locations} one="# location" other="# locations" />
                {', '}
                <Plural value={departments} one="# department" other="# departments" />
              </>
            )}
          </p>
        </div>
        <div className="entity-list-actions">
          <ImportButton entity={location}>
            <Trans>Import locations</Trans>
          </ImportButton>
          <ImportButton entity={department}>
            <Trans>Import departments</Trans>
          </ImportButton>
          {mayCreate && (
            <Link
              to="/locations/$id"
              params={{ id: 'new' }}
              className="button button-primary"
              data-testid="new-location"
            >
              <ListIcon path={ICONS.plus} />
              <Trans>New location</Trans>
            </Link>
          )}
        </div>
      </header>
      {!full || !shown ? (
        <p className="notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : full.size === 0 ? (
        <div className="notice entity-list-empty" data-testid="locations-empty">
          <p>
            <Trans>There are no locations yet.</Trans>
          </p>
          {mayCreate && (
            <Link to="/locations/$id" params={{ id: 'new' }} className="button button-primary">
              <ListIcon path={ICONS.plus} />
              <Trans>Create the first location</Trans>
            </Link>
          )}
        </div>
      ) : (
        <>
          <div className="entity-list-toolbar">
            <input
              type="search"
              className="entity-list-search"
              aria-label={t`Search locations and departments`}
              placeholder={t`Search`}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              data-testid="locations-search"
            />
            <button type="button" className="button" onClick={() => setExpansion(expandEverything(true))}>
              <Trans>Expand all</Trans>
            </button>
            <button type="button" className="button" onClick={() => setExpansion(expandEverything(false))}>
              <Trans>Collapse all</Trans>
            </button>
          </div>
          <TreeContext.Provider value={actions}>
            {shown.size === 0 ? (
              <p className="notice" role="status">
                <Trans>No location or department matches your search.</Trans>
              </p>
            ) : (
              <>
                {shown.roots.length > 0 && (
                  <LocationTreeList nodes={shown.roots} label={t`Locations and departments`} />
                )}
                {shown.orphans.length > 0 && (
                  <section className="location-orphans" aria-labelledby="orphans-title" data-testid="locations-orphans">
                    <h2 id="orphans-title">
                      <Trans>Departments without parent</Trans>
                    </h2>
                    <p className="notice-detail">
                      <Trans>
                        Their parent is not available on this device, or the parents refer to each other. Open a
                        department to choose its parent.
                      </Trans>
                    </p>
                    <LocationTreeList nodes={shown.orphans} label={t`Departments without parent`} />
                  </section>
                )}
              </>
            )}
          </TreeContext.Provider>
        </>
      )}
    </section>
  );
}
