import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { ICONS, ListIcon } from '../../ui/list-icons';
import { IMPORTABLE } from './file-types';
import { ImportDialog } from './ImportDialog';

interface ImportButtonProps {
  readonly entity: EntityDefinition;
  /** The button's text; "Import" by default. */
  readonly children?: ReactNode;
}

/** Opens the import dialog; shown only for importable entities and with the CREATE grant. */
export function ImportButton({ entity, children }: ImportButtonProps) {
  const { grants } = useSession().employee;
  const replica = useReplica();
  const [open, setOpen] = useState(false);
  if (!IMPORTABLE.has(entity.type) || !grantsAnywhere(grants, 'CREATE', entity.resource)) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!replica}
        onClick={() => setOpen(true)}
        data-testid={`import-${entity.type.toLowerCase()}`}
      >
        <ListIcon path={ICONS.upload} />
        {children ?? <Trans>Import</Trans>}
      </button>
      {open && replica && <ImportDialog db={replica.db} entity={entity} onClose={() => setOpen(false)} />}
    </>
  );
}
