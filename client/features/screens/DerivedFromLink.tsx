import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { documentPath } from '../../../shared/document-paths';
import { documentTitle } from '../../../shared/entities/document-title';
import { entityFor } from '../../../shared/entities/registry';
import { useReplica } from '../../sync/replica-context';

/**
 * The link from a derived document back to its source (a transport document to its draft):
 * the source's kind and title; nothing while the source is not on this device.
 */
export function DerivedFromLink({ sourceId }: { readonly sourceId: unknown }) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const source = useLiveQuery(
    async () => (replica && typeof sourceId === 'string' ? replica.db.view.get(sourceId) : undefined),
    [replica, sourceId],
  );
  const path = source && documentPath(source.type, source.id);
  const entity = source && entityFor(source.type);
  if (!source || !path || !entity) return null;
  const kind = i18n._(entity.label);
  const title = documentTitle(source.type, source.data);
  return (
    <Link to={path} className="button" data-testid="derived-from">
      <Trans>
        Derived from {kind} “{title}”
      </Trans>
    </Link>
  );
}
