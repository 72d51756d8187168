import { Trans, useLingui } from '@lingui/react/macro';
import { labelHints } from '../../../shared/domain/substances';
import type { DocumentData } from '../../../shared/entities/entity';
import { Pictogram } from '../pictograms';
import { useStatementCatalog } from '../statements';
import { labelHintText } from './label-hint-texts';
import '../../styles/substances.css';

/**
 * The plausibility hints on a substance's hazard statements, pictograms and signal word, live from
 * the values on screen (docs/domain/substances.md SUB-4 … SUB-7). They never block saving.
 */
export function LabelHintsPanel({ data }: { readonly data: DocumentData }) {
  const { i18n } = useLingui();
  const catalog = useStatementCatalog();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const hints = labelHints(data);
  const statements = Array.isArray(data.hazardStatements) ? data.hazardStatements.length : 0;
  if (hints.length === 0 && statements === 0) return null;
  return (
    <section
      className={hints.length > 0 ? 'notice notice-warning label-hints' : 'notice label-hints'}
      aria-labelledby="label-hints-title"
      data-testid="label-hints"
    >
      <h2 id="label-hints-title">
        <Trans>Label check (CLP)</Trans>
      </h2>
      {hints.length === 0 ? (
        <p>
          <Trans>Pictograms and signal word fit the hazard statements.</Trans>
        </p>
      ) : (
        <>
          <ul>
            {hints.map((hint) => (
              <li key={`${hint.id}-${'pictogram' in hint ? hint.pictogram : ''}`} data-hint={hint.id}>
                {'pictogram' in hint && <Pictogram code={hint.pictogram} size={24} />}
                <div>
                  <p>{labelHintText(i18n, hint)}</p>
                  {'statements' in hint && catalog && (
                    <ul className="label-hint-statements">
                      {hint.statements.map((code) => (
                        <li key={code}>
                          <strong>{code}</strong> {catalog.catalogText(code, language)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <p className="notice-detail">
            <Trans>Hints only: the substance can be saved as it is.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
