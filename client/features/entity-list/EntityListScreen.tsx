import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { type EntityDefinition, writableWith } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { useSession } from '../../session/session-context';
import { useOffline, useReplica, useSyncStatus } from '../../sync/replica-context';
import { ICONS, ListIcon } from '../../ui/list-icons';
import { ImportButton } from '../import';
import { type ListCell, type ListFilter, type ListFilterHook, SCREENS, type ScreenKey } from '../screens';
import { ColumnMenu } from './ColumnMenu';
import { downloadList, type ExportFormat } from './export-list';
import { ListTable } from './ListTable';
import { detailPath, newPath } from './screen-rules';
import { useListDocs } from './use-list-data';
import { useListView } from './use-list-view';
import '../../styles/entity-list.css';

interface EntityListScreenProps {
  readonly screen: ScreenKey;
  readonly type: DocumentType;
  /** What the entity's feature adds beside "New" (screens/screen-extensions.ts `ListActions`). */
  readonly Actions?: ComponentType | undefined;
  /** The entity's filters above the table (screens/screen-extensions.ts `useListFilter`). */
  readonly useFilter?: ListFilterHook | undefined;
  /** The entity's cells by field (screens/screen-extensions.ts `listCells`). */
  readonly cells?: Readonly<Record<string, ListCell>> | undefined;
}

const NO_FILTER: ListFilter = { bar: null, keep: undefined };

/** The filter of a list without one: every document. */
function useNoFilter(): ListFilter {
  return NO_FILTER;
}

/** The registry-driven list of an entity's documents from the device's replica. */
export function EntityListScreen({ screen, type, Actions, useFilter, cells }: EntityListScreenProps) {
  const entity = entityFor(type);
  if (!entity) return null;
  // A new list starts fresh: its own search, sort and remembered columns.
  return (
    <EntityList
      key={screen}
      screen={screen}
      entity={entity}
      Actions={Actions}
      useFilter={useFilter ?? useNoFilter}
      cells={cells}
    />
  );
}

function EntityList({
  screen,
  entity,
  Actions,
  useFilter,
  cells,
}: {
  screen: ScreenKey;
  entity: EntityDefinition;
  Actions: ComponentType | undefined;
  useFilter: ListFilterHook;
  cells: Readonly<Record<string, ListCell>> | undefined;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(SCREENS[screen].title);
  const session = useSession();
  const { grants } = session.employee;
  const creatable =
    writableWith(entity, session.tenant.subscribedModules) && grantsAnywhere(grants, 'CREATE', entity.resource);
  const newHref = creatable ? newPath(screen) : undefined;
  const docs = useListDocs(useReplica()?.db, entity.type);
  const filter = useFilter(docs);
  const view = useListView(entity, docs, filter.keep);
  const sync = useSyncStatus();
  // Before this device's first complete sync an empty list says nothing about the tenant.
  const neverSynced = sync.lastSyncAt === undefined;
  const offline = useOffline();
  const [exportFailed, setExportFailed] = useState(false);
  const exportAs = (format: ExportFormat) => {
    setExportFailed(false);
    downloadList(format, i18n, title, view.visibleColumns, view.rows).catch((error: unknown) => {
      console.error('export failed', error);
      setExportFailed(true);
    });
  };
  useEffect(() => {
    document.title = `${title} · Sorgfalt`;
  }, [title]);

  const total = view.total;
  const shown = view.rows.length;
  const shownText = i18n.number(shown);
  const totalText = i18n.number(total ?? 0);
  return (
    <section className="page entity-list" aria-labelledby="page-title">
      <header className="entity-list-header">
        <div>
          <h1 id="page-title">{title}</h1>
          <p className="entity-list-count" data-testid="entity-list-count" aria-live="polite">
            {total === undefined ? null : shown === total ? (
              <Plural value={total} one="# document" other="# documents" />
            ) : (
              <Trans>
                {shownText} of {totalText} documents
              </Trans>
            )}
          </p>
        </div>
        <div className="entity-list-actions">
          {Actions && <Actions />}
          <ImportButton entity={entity} />
          {newHref && (
            <Link to={newHref} className="button button-primary" data-testid="entity-list-new">
              <ListIcon path={ICONS.plus} />
              <Trans>New</Trans>
            </Link>
          )}
        </div>
      </header>
      {total === undefined ? (
        <p className="notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : total === 0 && neverSynced ? (
        <p className="notice" role="status" data-testid="entity-list-first-sync">
          {offline ? (
            <Trans>The data has not reached this device yet. It loads as soon as the device is online.</Trans>
          ) : (
            <Trans>Loading the data onto this device…</Trans>
          )}
        </p>
      ) : total === 0 ? (
        <div className="notice entity-list-empty" data-testid="entity-list-empty">
          <p>
            <Trans>There is nothing here yet.</Trans>
          </p>
          {newHref && (
            <Link to={newHref} className="button button-primary">
              <ListIcon path={ICONS.plus} />
              <Trans>Create the first one</Trans>
            </Link>
          )}
        </div>
      ) : (
        <>
          {filter.bar}
          <div className="entity-list-toolbar">
            <input
              type="search"
              className="entity-list-search"
              aria-label={t`Search in the visible columns`}
              placeholder={t`Search`}
              value={view.query}
              onChange={(event) => view.setQuery(event.currentTarget.value)}
              data-testid="entity-list-search"
            />
            <ColumnMenu columns={view.columns} hidden={view.hidden} onToggle={view.toggleColumn} />
            <button
              type="button"
              className="button"
              disabled={shown === 0}
              onClick={() => exportAs('csv')}
              data-testid="entity-list-csv"
            >
              <ListIcon path={ICONS.download} />
              <Trans>Export CSV</Trans>
            </button>
            <button
              type="button"
              className="button"
              disabled={shown === 0}
              onClick={() => exportAs('xlsx')}
              data-testid="entity-list-xlsx"
            >
              <ListIcon path={ICONS.download} />
              <Trans>Export Excel</Trans>
            </button>
          </div>
          {exportFailed && (
            <p className="notice notice-error" role="alert">
              <Trans>The export could not be created. Please try again.</Trans>
            </p>
          )}
          {shown === 0 ? (
            <p className="notice" role="status">
              {filter.keep ? (
                <Trans>No documents match your search and filters.</Trans>
              ) : (
                <Trans>No documents match your search.</Trans>
              )}
            </p>
          ) : (
            <ListTable
              caption={title}
              columns={view.visibleColumns}
              rows={view.rows}
              sortField={view.sortField}
              sortDirection={view.sortDirection}
              onSort={view.sortBy}
              hrefOf={(id) => detailPath(screen, id)}
              cells={cells}
              markerOf={filter.markerOf}
            />
          )}
        </>
      )}
    </section>
  );
}
