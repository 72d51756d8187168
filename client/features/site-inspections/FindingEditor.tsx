import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formFields } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { siteInspection } from '../../../shared/entities/site-inspection';
import type { ReplicaDb } from '../../sync/replica-db';
import { FieldInput, FormContext, issuesByPath, type ReferenceOption, withValue } from '../entity-detail';
import { type Finding, filesOf } from './findings';
import { PhotoButtons } from './PhotoButtons';
import { PickedPhotoTile } from './PickedPhotoTile';
import { photoErrorMessage } from './photo-messages';
import { SavedPhoto } from './SavedPhoto';
import { FINDING_PREFIX, saveFinding } from './save-finding';
import { TopicChoice } from './TopicChoice';
import { usePickedPhotos } from './use-picked-photos';

const FINDING_INPUTS = formFields(siteInspection).find((input) => input.path === 'findings')?.children ?? [];
const input = (name: string) => FINDING_INPUTS.filter((child) => child.path === name);

interface FindingEditorProps {
  readonly db: ReplicaDb;
  readonly inspectionId: string;
  /** The finding to edit; a new one has only its id. */
  readonly finding: Finding;
  readonly isNew: boolean;
  readonly references: ReadonlyMap<string, readonly ReferenceOption[]>;
  readonly onClose: () => void;
}

/**
 * "Add finding" on a tablet: photos first (camera, gallery, files; thumbnails at once, each
 * removable), then topic and description, saved into the inspection through the replica.
 */
export function FindingEditor({ db, inspectionId, finding, isNew, references, onClose }: FindingEditorProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Finding>(finding);
  const picked = usePickedPhotos();
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLElement>(null);
  const kept = filesOf(values);
  const context = useMemo(() => ({ issues: issuesByPath(issues), references }), [issues, references]);
  const otherIssues = issues.filter((issue) => !issue.path.startsWith(FINDING_PREFIX));

  useEffect(() => {
    root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  useEffect(() => {
    if (issues.length > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);

  async function save() {
    setBusy(true);
    setFailure(undefined);
    try {
      const files = picked.photos.flatMap((photo) => (photo.prepared ? [photo.prepared] : []));
      const found = await saveFinding(db, inspectionId, values, files);
      setIssues(found);
      if (found.length === 0) onClose();
    } catch (error) {
      console.error('saving the finding failed', error);
      setFailure(i18n._(photoErrorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) =>
    input(name).map((child) => (
      <FieldInput
        key={child.path}
        input={child}
        prefix={FINDING_PREFIX}
        value={values[name]}
        onChange={(next) => setValues((current) => ({ ...withValue(current, name, next), id: current.id }))}
      />
    ));

  const waiting = picked.preparing > 0;
  return (
    <FormContext.Provider value={context}>
      <section
        ref={root}
        className="finding-editor"
        aria-label={isNew ? t`New finding` : t`Edit finding`}
        data-testid="finding-editor"
      >
        <h3>{isNew ? <Trans>New finding</Trans> : <Trans>Edit finding</Trans>}</h3>
        <PhotoButtons onPick={picked.add} disabled={busy} />
        {(kept.length > 0 || picked.photos.length > 0) && (
          <div className="photo-grid">
            {kept.map((file) => (
              <SavedPhoto
                key={file.sha256}
                file={file}
                action={
                  <button
                    type="button"
                    className="photo-remove"
                    aria-label={t`Remove ${file.name}`}
                    onClick={() =>
                      setValues((current) => {
                        const rest = filesOf(current).filter((other) => other.sha256 !== file.sha256);
                        return { ...withValue(current, 'files', rest), id: current.id };
                      })
                    }
                  >
                    ×
                  </button>
                }
              />
            ))}
            {picked.photos.map((photo) => (
              <PickedPhotoTile key={photo.key} photo={photo} onRemove={() => picked.remove(photo.key)} />
            ))}
          </div>
        )}
        <TopicChoice value={values.topic} onChange={(topic) => setValues((current) => ({ ...current, topic }))} />
        {field('description')}
        <details className="finding-links">
          <summary>
            <Trans>Concerns (optional)</Trans>
          </summary>
          {field('linkedEntities')}
        </details>
        {otherIssues.length > 0 && (
          <ul className="form-error">
            {otherIssues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>{i18n._(issue.message)}</li>
            ))}
          </ul>
        )}
        {failure && (
          <p className="notice notice-error" role="alert">
            {failure}
          </p>
        )}
        {picked.failed > 0 && (
          <p className="form-hint" role="status">
            <Trans>Remove the pictures that could not be read to save the finding.</Trans>
          </p>
        )}
        <div className="form-actions finding-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy || waiting || picked.failed > 0}
            data-testid="save-finding"
            onClick={() => void save()}
          >
            {waiting ? <Trans>Preparing photos…</Trans> : <Trans>Save finding</Trans>}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </section>
    </FormContext.Provider>
  );
}
