import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { deriveChanges, type FieldChange, rederivePatch } from '../../../shared/domain/operating-instructions';
import { INSTRUCTION_SECTIONS, type InstructionLanguage } from '../../../shared/entities/operating-instruction-fields';
import { entityFor } from '../../../shared/entities/registry';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { patchDocument } from '../../sync/write-api';
import { type Derivation, deriveFromSource } from './derive-from-source';
import { sourceLabel } from './source-label';

const kindOf = (type: string) => (type === 'WORK_EQUIPMENT_INSTRUCTION' ? 'WORK_EQUIPMENT' : 'SUBSTANCE');

/** The text and symbol fields of an instruction type, in the order of its sections. */
function sectionFieldsOf(type: string): string[] {
  return INSTRUCTION_SECTIONS[kindOf(type)].flatMap((section) => [...section.texts, ...section.symbols]);
}

type State =
  | { readonly step: 'deriving' }
  | { readonly step: 'failed' }
  | { readonly step: 'changes'; readonly derivation: Derivation; readonly changes: readonly FieldChange[] };

/**
 * OI-17, OI-18: re-derives from the source as it is now and shows, per field, what would go and
 * what would come, before anything changes; the user takes the fields they tick (all at first)
 * or cancels. Taking none only records that the instruction follows the source as it is now.
 */
export function Rederive({
  db,
  doc,
  source,
  onDone,
}: {
  readonly db: ReplicaDb;
  readonly doc: ViewDoc;
  readonly source: ViewDoc;
  readonly onDone: () => void;
}) {
  const { i18n } = useLingui();
  const [state, setState] = useState<State>({ step: 'deriving' });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const language: InstructionLanguage = doc.data.language === 'EN' ? 'EN' : 'DE';

  useEffect(() => {
    let live = true;
    deriveFromSource(db, source, language).then(
      (derivation) => {
        if (!live) return;
        const changes = deriveChanges(doc.data, derivation.derived, sectionFieldsOf(doc.type));
        setChosen(new Set(changes.map((change) => change.field)));
        setState({ step: 'changes', derivation, changes });
      },
      () => live && setState({ step: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [db, source, language, doc.data, doc.type]);

  if (state.step === 'deriving') {
    return (
      <p role="status">
        <Trans>Deriving…</Trans>
      </p>
    );
  }
  if (state.step === 'failed') {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>The source is not complete enough to derive from. Complete it and try again.</Trans>
      </p>
    );
  }
  const { derivation, changes } = state;
  const entity = entityFor(doc.type);
  const toggle = (field: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });
  async function apply() {
    setBusy(true);
    await patchDocument(db, doc.type, doc.id, rederivePatch(derivation.derived, [...chosen], derivation.record), {
      data: doc.data,
      version: doc.version,
    });
    setBusy(false);
    onDone();
  }
  return (
    <div className="rederive" data-testid="rederive-changes">
      {changes.length === 0 ? (
        <p data-testid="rederive-none">
          <Trans>Deriving again gives the texts and signs this instruction already holds.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Deriving again would change these sections. Nothing changes until you take them.</Trans>
          </p>
          {changes.map((change) => {
            const label = entity?.fields[change.field]?.label;
            return (
              <fieldset key={change.field} className="rederive-field" data-field={change.field}>
                <legend>
                  <label>
                    <input type="checkbox" checked={chosen.has(change.field)} onChange={() => toggle(change.field)} />{' '}
                    {label ? i18n._(label) : change.field}
                  </label>
                </legend>
                <ul>
                  {change.removed.map((text) => (
                    <li key={`-${text}`} className="rederive-removed" data-testid="rederive-removed">
                      <del>{text}</del>
                    </li>
                  ))}
                  {change.added.map((sentence) => (
                    <li key={`+${sentence.text}`} className="rederive-added" data-testid="rederive-added">
                      <ins>{sentence.text}</ins>{' '}
                      <span className="derived-source">({sourceLabel(i18n, sentence.source, source.type)})</span>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          })}
        </>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void apply()}
          data-testid="rederive-apply"
        >
          {changes.length === 0 ? <Trans>Mark as up to date</Trans> : <Trans>Take the ticked changes</Trans>}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onDone} data-testid="rederive-cancel">
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
