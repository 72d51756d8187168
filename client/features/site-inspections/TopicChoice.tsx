import { Trans, useLingui } from '@lingui/react/macro';
import { siteInspection } from '../../../shared/entities/site-inspection';
import { TOPIC_LABELS, TOPICS } from '../../../shared/enums/catalogs';
import { inputId, issuesAt, useFormContext } from '../entity-detail';
import { FINDING_PREFIX } from './save-finding';

const PATH = `${FINDING_PREFIX}topic`;

/** The finding's topic as large choices a thumb can hit; the registry's message when it is missing. */
export function TopicChoice({
  value,
  onChange,
}: {
  readonly value: unknown;
  readonly onChange: (topic: string) => void;
}) {
  const { i18n } = useLingui();
  const { issues } = useFormContext();
  const messages = issuesAt(issues, PATH, false);
  const id = inputId(PATH);
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <fieldset className="form-field form-field-grouped topic-choice" data-path={PATH} id={id}>
      <legend>
        {i18n._(siteInspection.fields.findings.fields.topic.label)}
        <span className="form-required">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden">
            <Trans>(required)</Trans>
          </span>
        </span>
      </legend>
      <div className="topic-options">
        {TOPICS.map((topic, index) => (
          <label key={topic} className="topic-option">
            <input
              type="radio"
              name={id}
              value={topic}
              checked={value === topic}
              onChange={() => onChange(topic)}
              {...(errorId && index === 0 ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            />
            <span>{i18n._(TOPIC_LABELS[topic])}</span>
          </label>
        ))}
      </div>
      {errorId && (
        <ul id={errorId} className="form-error">
          {messages.map((message) => (
            <li key={message}>{i18n._(message)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
