import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { documentPath } from '../../../shared/document-paths';
import { derivationOf, sourceChanged } from '../../../shared/domain/operating-instructions';
import { documentTitle } from '../../../shared/entities/document-title';
import { entityFor } from '../../../shared/entities/registry';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { DerivedSentences } from './DerivedSentences';
import { Rederive } from './Rederive';
import { useSourceLookup } from './use-source-lookup';

/**
 * An instruction's derivation (OI-15 … OI-18): what it was derived from and when, whether that
 * source changed since, re-deriving with the differences shown first, and each derived
 * sentence with its source. An instruction written by hand says so.
 */
export function DerivationPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { i18n } = useLingui();
  const { grants } = useSession().employee;
  const { lookup } = useSourceLookup(db);
  const derivation = doc && derivationOf(doc.data);
  const source = useLiveQuery(
    async () => (derivation ? db.view.get(derivation.source) : undefined),
    [db, derivation?.source],
  );
  const [open, setOpen] = useState(false);
  if (!doc) return null;
  if (!derivation) {
    return (
      <p className="form-hint" data-testid="derivation-none">
        <Trans>This instruction was written by hand, not derived.</Trans>
      </p>
    );
  }
  const entity = entityFor(doc.type);
  const writable = entity !== undefined && grantsAnywhere(grants, 'UPDATE', entity.resource);
  const changed = sourceChanged(doc.data, lookup);
  const derivedAt = (doc.data.derivation as { derivedAt?: unknown }).derivedAt;
  const when = typeof derivedAt === 'string' ? i18n.date(derivedAt, { dateStyle: 'medium' }) : '–';
  const path = source && documentPath(source.type, source.id);
  const kind = source && entityFor(source.type);
  const title = source ? documentTitle(source.type, source.data) : '';
  return (
    <div className="derivation-panel" data-testid="derivation-panel" data-changed={changed}>
      <p>
        {source && path && kind ? (
          <Trans>
            Derived on {when} from {i18n._(kind.label)}{' '}
            <Link to={path} data-testid="derivation-source">
              “{title}”
            </Link>
            .
          </Trans>
        ) : (
          <Trans>Derived on {when}; the source is not on this device.</Trans>
        )}
      </p>
      {changed ? (
        <p className="notice notice-warning" data-testid="source-changed">
          <Trans>The source changed since this instruction was derived.</Trans>
        </p>
      ) : (
        source && (
          <p className="form-hint" data-testid="source-unchanged">
            <Trans>The source is unchanged since the derivation.</Trans>
          </p>
        )
      )}
      {source && writable && !open && (
        <button type="button" className="button" onClick={() => setOpen(true)} data-testid="rederive">
          <Trans>Re-derive from the source</Trans>
        </button>
      )}
      {source && open && <Rederive db={db} doc={doc} source={source} onDone={() => setOpen(false)} />}
      <DerivedSentences doc={doc} sourceType={source?.type} />
    </div>
  );
}
