import { useEffect, useState } from 'react';
import { loadedStatementCatalog, loadStatementCatalog, type StatementCatalog } from './load-statement-catalog';

/**
 * The CLP statement catalog for a component: undefined while it loads (or when loading failed),
 * then the catalog; the component renders codes alone until the texts are there.
 */
export function useStatementCatalog(): StatementCatalog | undefined {
  const [catalog, setCatalog] = useState(loadedStatementCatalog);
  useEffect(() => {
    if (catalog) return;
    let current = true;
    loadStatementCatalog().then(
      (loaded) => {
        if (current) setCatalog(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [catalog]);
  return catalog;
}
