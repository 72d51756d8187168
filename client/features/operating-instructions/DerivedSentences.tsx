import { Trans, useLingui } from '@lingui/react/macro';
import { entityFor } from '../../../shared/entities/registry';
import type { ViewDoc } from '../../sync/replica-db';
import { sourceLabel } from './source-label';

interface StoredSentence {
  readonly id?: unknown;
  readonly field?: unknown;
  readonly text?: unknown;
  readonly source?: unknown;
}

/** Each derived sentence or sign with where it came from, by section (OI-3). */
export function DerivedSentences({
  doc,
  sourceType,
}: {
  readonly doc: ViewDoc;
  readonly sourceType: string | undefined;
}) {
  const { i18n } = useLingui();
  const entity = entityFor(doc.type);
  const stored = (doc.data.derivation as { sentences?: unknown } | undefined)?.sentences;
  const sentences = (Array.isArray(stored) ? (stored as StoredSentence[]) : []).filter(
    (sentence) => typeof sentence.field === 'string' && typeof sentence.text === 'string',
  );
  if (sentences.length === 0) return null;
  const fields = [...new Set(sentences.map((sentence) => String(sentence.field)))];
  return (
    <details className="derived-sentences" data-testid="derived-sentences">
      <summary>
        <Trans>Where the derived sentences come from</Trans>
      </summary>
      {fields.map((field) => {
        const label = entity?.fields[field]?.label;
        return (
          <section key={field} data-field={field}>
            <h4>{label ? i18n._(label) : field}</h4>
            <ul>
              {sentences
                .filter((sentence) => sentence.field === field)
                .map((sentence) => (
                  <li key={String(sentence.id ?? sentence.text)}>
                    {String(sentence.text)}{' '}
                    <span className="derived-source">
                      ({sourceLabel(i18n, String(sentence.source ?? ''), sourceType)})
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </details>
  );
}
