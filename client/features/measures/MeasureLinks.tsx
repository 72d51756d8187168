import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { documentPath } from '../../../shared/document-paths';
import { documentTitle } from '../../../shared/entities/document-title';
import { entityFor } from '../../../shared/entities/registry';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';

/** A link to a document of the device: its kind and title; nothing while it is not on this device. */
function DocumentLink({
  id,
  kind,
  testId,
}: {
  readonly id: unknown;
  readonly kind: 'origin' | 'followUpOf';
  readonly testId: string;
}) {
  const { i18n } = useLingui();
  const replica = useReplica();
  const target = useLiveQuery(
    async () => (replica && typeof id === 'string' ? replica.db.view.get(id) : undefined),
    [replica, id],
  );
  const path = target && documentPath(target.type, target.id);
  const entity = target && entityFor(target.type);
  if (!target || !path || !entity) return null;
  const type = i18n._(entity.label);
  const title = documentTitle(target.type, target.data);
  return (
    <Link to={path} className="button" data-testid={testId}>
      {kind === 'origin' ? (
        <Trans>
          Origin: {type} “{title}”
        </Trans>
      ) : (
        <Trans>Follow-up of “{title}”</Trans>
      )}
    </Link>
  );
}

/** Below a measure's heading: the document it came from and the measure it follows up. */
export function MeasureLinks({ doc }: { readonly doc: ViewDoc }) {
  return (
    <>
      <DocumentLink id={doc.data.origin} kind="origin" testId="measure-origin" />
      <DocumentLink id={doc.data.followUpOf} kind="followUpOf" testId="measure-follow-up-of" />
    </>
  );
}
