import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { sourceChanged } from '../../../shared/domain/operating-instructions';
import { useReplica } from '../../sync/replica-context';
import type { FilterDoc, ListFilter } from '../screens';
import { useSourceLookup } from './use-source-lookup';

/**
 * The instruction lists' flag (OI-16): how many instructions' sources changed since they were
 * derived, and a tab that shows only those, read from the device's replica.
 */
export function useSourceChangedFilter(docs: readonly FilterDoc[] | undefined): ListFilter {
  const { t } = useLingui();
  const replica = useReplica();
  const { lookup } = useSourceLookup(replica?.db);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const changed = useMemo(
    () => new Set((docs ?? []).filter((doc) => sourceChanged(doc.data, lookup)).map((doc) => doc.id)),
    [docs, lookup],
  );
  const keep = useCallback((doc: FilterDoc) => changed.has(doc.id), [changed]);
  const count = changed.size;
  const bar = (
    <nav className="source-changed-tabs" aria-label={t`Source of the instructions`} data-testid="source-changed-filter">
      <button type="button" className="button" aria-pressed={!onlyChanged} onClick={() => setOnlyChanged(false)}>
        <Trans>All</Trans>
      </button>
      <button
        type="button"
        className={count > 0 ? 'button source-changed-alert' : 'button'}
        aria-pressed={onlyChanged}
        onClick={() => setOnlyChanged(true)}
        data-testid="source-changed-tab"
      >
        <Trans>Source changed ({count})</Trans>
      </button>
    </nav>
  );
  const markerOf = useCallback(
    (id: string) =>
      changed.has(id) ? (
        <span className="source-changed-mark" data-testid="source-changed-mark">
          {t`Source changed`}
        </span>
      ) : null,
    [changed, t],
  );
  return { bar, keep: onlyChanged ? keep : undefined, markerOf };
}
