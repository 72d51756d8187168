import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { substance } from '../../../shared/entities/substance';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { ICONS, ListIcon } from '../../ui/list-icons';

// The dialog, the review and the reader load when first opened, not with the list.
const DataSheetImport = lazy(() => import('./DataSheetImport').then((module) => ({ default: module.DataSheetImport })));

/**
 * Reading a safety data sheet: without a target, "Create from safety data sheet" on the substances
 * list (shown with the CREATE grant); with a saved substance as target, "Update from safety data
 * sheet" on its screen (SDS-33), whose newer sheet is reviewed against the stored values (shown with
 * the UPDATE grant).
 */
export function DataSheetButton({ doc }: { readonly doc?: ViewDoc }) {
  const { grants } = useSession().employee;
  const replica = useReplica();
  const [open, setOpen] = useState(false);
  if (!grantsAnywhere(grants, doc ? 'UPDATE' : 'CREATE', substance.resource)) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!replica}
        onClick={() => setOpen(true)}
        data-testid={doc ? 'sds-update-from-sheet' : 'sds-create-from-sheet'}
      >
        <ListIcon path={ICONS.upload} />
        {doc ? <Trans>Update from safety data sheet</Trans> : <Trans>Create from safety data sheet</Trans>}
      </button>
      {open && replica && (
        <Suspense fallback={null}>
          <DataSheetImport db={replica.db} target={doc} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
