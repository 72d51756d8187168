import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { siteInspection } from '../../../shared/entities/site-inspection';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useReferences } from '../entity-detail';
import { FindingCard } from './FindingCard';
import { FindingEditor } from './FindingEditor';
import { findingsOf } from './findings';
import { PhotoIcon } from './PhotoIcon';
import { removeFinding } from './save-finding';

interface FindingsSectionProps {
  readonly db: ReplicaDb;
  /** The saved inspection; undefined until the header is saved. */
  readonly doc: ViewDoc | undefined;
}

type Editing = { readonly id: string; readonly isNew: boolean } | undefined;

/** The findings of a site inspection: cards with photos, "Add finding", edit, remove, measure. */
export function FindingsSection({ db, doc }: FindingsSectionProps) {
  const { t } = useLingui();
  const { grants } = useSession().employee;
  const references = useReferences(db, siteInspection);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<string | undefined>(undefined);
  const canEdit = doc !== undefined && grantsAnywhere(grants, 'UPDATE', siteInspection.resource);
  const canCreateMeasure = grantsAnywhere(grants, 'CREATE', 'MEASURES');
  const findings = doc ? findingsOf(doc.data) : [];
  const titles = useMemo(
    () => new Map([...references.byType.values()].flat().map((option) => [option.id, option.title])),
    [references],
  );
  const editor = (id: string, isNew: boolean) =>
    doc && (
      <FindingEditor
        key={id}
        db={db}
        inspectionId={doc.id}
        finding={findings.find((item) => item.id === id) ?? { id }}
        isNew={isNew}
        references={references.byType}
        onClose={() => setEditing(undefined)}
      />
    );

  return (
    <section className="findings" aria-labelledby="findings-title">
      <h2 id="findings-title">
        <Trans>Findings</Trans> <span className="findings-count">{findings.length}</span>
      </h2>
      {!doc && (
        <p className="notice" role="status">
          <Trans>Save the site inspection first; then add findings with photos.</Trans>
        </p>
      )}
      {doc && findings.length === 0 && !editing && (
        <p className="form-hint">
          <Trans>No findings yet.</Trans>
        </p>
      )}
      {findings.map((finding, index) =>
        editing?.id === finding.id ? (
          editor(finding.id, false)
        ) : (
          <FindingCard
            key={finding.id}
            inspectionId={doc?.id ?? ''}
            finding={finding}
            number={index + 1}
            titles={titles}
            canEdit={canEdit && !editing}
            canCreateMeasure={canCreateMeasure}
            onEdit={() => setEditing({ id: finding.id, isNew: false })}
            onRemove={() => setRemoving(finding.id)}
          />
        ),
      )}
      {editing?.isNew && editor(editing.id, true)}
      {canEdit && !editing && (
        <button
          type="button"
          className="button button-primary button-block finding-add"
          data-testid="add-finding"
          onClick={() => setEditing({ id: crypto.randomUUID(), isNew: true })}
        >
          <PhotoIcon name="plus" /> <Trans>Add finding</Trans>
        </button>
      )}
      {removing && doc && (
        <ConfirmDialog
          title={t`Remove finding?`}
          text={t`The finding and its photos are removed from this site inspection when you confirm.`}
          confirmLabel={t`Remove`}
          cancelLabel={t`Cancel`}
          danger
          onConfirm={() => {
            void removeFinding(db, doc.id, removing).finally(() => setRemoving(undefined));
          }}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}
