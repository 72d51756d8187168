import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TOPIC_LABELS } from '../../../shared/enums/catalogs';
import { measureSearchFor } from '../measures';
import { type Finding, filesOf, textOf } from './findings';
import { SavedPhoto } from './SavedPhoto';
import { isTopic } from './topic-labels';

interface FindingCardProps {
  readonly inspectionId: string;
  readonly finding: Finding;
  readonly number: number;
  /** Display titles of the documents a finding may concern, by id. */
  readonly titles: ReadonlyMap<string, string>;
  readonly canEdit: boolean;
  readonly canCreateMeasure: boolean;
  readonly onEdit: () => void;
  readonly onRemove: () => void;
}

/** A saved finding: topic, text, photos with their upload state, what it concerns, and its actions. */
export function FindingCard(props: FindingCardProps) {
  const { inspectionId, finding, number, titles, canEdit, canCreateMeasure, onEdit, onRemove } = props;
  const { i18n } = useLingui();
  const topic = textOf(finding.topic);
  const description = textOf(finding.description);
  const files = filesOf(finding);
  const linked = Array.isArray(finding.linkedEntities)
    ? finding.linkedEntities.filter((id) => typeof id === 'string')
    : [];
  return (
    <article className="finding-card" data-testid="finding" data-finding-id={finding.id}>
      <header className="finding-card-header">
        <h3>
          <span className="finding-number">{number}</span>
          {isTopic(topic) ? i18n._(TOPIC_LABELS[topic]) : <Trans>No topic</Trans>}
        </h3>
      </header>
      <p className="finding-description">{description}</p>
      {files.length > 0 && (
        <div className="photo-grid">
          {files.map((file) => (
            <SavedPhoto key={file.sha256} file={file} />
          ))}
        </div>
      )}
      {linked.length > 0 && (
        <p className="form-hint">
          <Trans>Concerns:</Trans> {linked.map((id) => titles.get(id) ?? id).join(', ')}
        </p>
      )}
      <div className="finding-card-actions">
        {canEdit && (
          <button type="button" className="button" onClick={onEdit}>
            <Trans>Edit</Trans>
          </button>
        )}
        {canCreateMeasure && (
          <Link
            to="/measures/$id"
            params={{ id: 'new' }}
            search={measureSearchFor(inspectionId, description)}
            className="button"
            data-testid="measure-from-finding"
          >
            <Trans>Create measure</Trans>
          </Link>
        )}
        {canEdit && (
          <button type="button" className="button button-danger-outline" onClick={onRemove}>
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
    </article>
  );
}
