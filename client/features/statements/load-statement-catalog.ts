/** The CLP statement catalog module: texts, codes and kinds of every H, EUH and P statement and combination. */
export type StatementCatalog = typeof import('../../../shared/catalogs/statement-catalog');

let loaded: StatementCatalog | undefined;
let loading: Promise<StatementCatalog> | undefined;

/**
 * The statement catalog, loaded when first asked for and kept for the session. It is its own
 * chunk (never in the first page load, docs/decisions/0028-clp-statement-catalog.md) that the
 * service worker precaches, so it loads offline too; a failed load is tried again next time.
 */
export function loadStatementCatalog(): Promise<StatementCatalog> {
  loading ??= import('../../../shared/catalogs/statement-catalog').then(
    (catalog) => {
      loaded = catalog;
      return catalog;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The catalog if it has been loaded already, for a first render without waiting. */
export function loadedStatementCatalog(): StatementCatalog | undefined {
  return loaded;
}
