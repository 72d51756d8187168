import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { SdsExtraction, SdsField, SdsLanguage } from '../../../shared/domain/sds';
import { formFields } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { substance } from '../../../shared/entities/substance';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { InvalidDocumentError, patchDocument } from '../../sync/write-api';
import { type CellContext, cellText } from '../../ui/cell-text';
import { showFlash } from '../../ui/flash';
import { FieldInput, FormContext, issuesByPath, useReferences, withValue } from '../entity-detail';
import { storeFiles } from '../files';
import { DataSheetEvidence, DataSheetFileContext } from './DataSheetEvidence';
import { DataSheetFlagList } from './DataSheetFlagList';
import { DataSheetOutcome, type DataSheetOutcomeState } from './DataSheetOutcome';
import { TransportRead } from './DataSheetReview';
import {
  type ChangeChoice,
  changesFromSheet,
  compositionChanges,
  type DataSheetChange,
  type UpdateDraft,
  updateFromSheet,
} from './data-sheet-diff';
import { dataSheetFlags, storageClassFlags } from './data-sheet-flags';
import { LabelHintsPanel } from './LabelHintsPanel';

/** The sheet's value each updated field is read from, for its evidence. */
const SOURCES: Readonly<Partial<Record<string, SdsField>>> = {
  name: 'productName',
  casNumber: 'casNumbers',
  egNumber: 'ecNumbers',
  supplier: 'supplier',
  storageClasses: 'storageClasses',
  signalWord: 'signalWord',
  ghsSymbols: 'ghsSymbols',
  hazardStatements: 'hazardStatements',
  precautionaryStatements: 'precautionaryStatements',
  workplaceLimit: 'workplaceLimits',
  additionalLimits: 'workplaceLimits',
  phValue: 'ph',
  phase: 'phase',
  flashPoint: 'flashPoint',
  boilingPoint: 'boilingPoint',
  vaporPressure: 'vapourPressure',
  unNumber: 'unNumber',
  waterHazardClass: 'waterHazardClass',
};

const ENTRY_INPUTS = new Map(
  formFields(substance)
    .find((input) => input.path === 'safetyDataSheetFiles')
    ?.children.map((input) => [input.path, input]),
);

interface DataSheetUpdateProps {
  readonly db: ReplicaDb;
  readonly titleId: string;
  readonly file: File;
  readonly extraction: SdsExtraction;
  readonly language: SdsLanguage;
  /** The substance as it is now on this device. */
  readonly target: ViewDoc;
  /** The choices under review, kept by the dialog while the user goes back to it (SDS-34). */
  readonly draft: UpdateDraft;
  readonly onDraft: (update: (current: UpdateDraft) => UpdateDraft) => void;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/**
 * The review of a newer safety data sheet for a saved substance (docs/domain/sds.md SDS-33): what
 * the sheet changes, field by field, with the line it comes from; the user keeps the stored value
 * or takes the sheet's. Confirming patches the substance through the write API (offline too) and
 * adds the PDF as a new safety data sheet entry through the attachment queue.
 */
export function DataSheetUpdate({
  db,
  titleId,
  file,
  extraction,
  language,
  target,
  draft,
  onDraft,
  onBack,
  onClose,
}: DataSheetUpdateProps) {
  const { t, i18n } = useLingui();
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [outcome, setOutcome] = useState<DataSheetOutcomeState>(undefined);
  const [busy, setBusy] = useState(false);
  const references = useReferences(db, substance);
  const stored = draft.seen.data;
  const changes = useMemo(() => changesFromSheet(stored, extraction, language), [stored, extraction, language]);
  const entryIndex = Array.isArray(stored.safetyDataSheetFiles) ? stored.safetyDataSheetFiles.length : 0;
  const patch = updateFromSheet(stored, changes, draft.choices, draft.entry);
  const merged: Record<string, unknown> = { ...stored };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  const flags = [...dataSheetFlags(extraction, stored), ...storageClassFlags(merged)];
  const context = useMemo(
    () => ({ issues: issuesByPath(issues), references: references.byType }),
    [issues, references],
  );
  const cells: CellContext = useMemo(() => ({ i18n, titles: new Map() }), [i18n]);
  const ownCas = [stored.casNumber, merged.casNumber].filter((value): value is string => typeof value === 'string');
  const components = compositionChanges(
    (Array.isArray(stored.composition) ? stored.composition : []).flatMap((row) => {
      const id = row && typeof row === 'object' ? (row as Record<string, unknown>).component : undefined;
      const cas = typeof id === 'string' ? references.lookup(id)?.data.casNumber : undefined;
      return typeof cas === 'string' ? [cas] : [];
    }),
    extraction.values.casNumbers.filter((number) => !ownCas.includes(number)),
  );

  const choose = (field: string, choice: ChangeChoice) =>
    onDraft((current) => ({ ...current, choices: { ...current.choices, [field]: choice } }));
  const setEntry = (name: string, value: unknown) =>
    onDraft((current) => ({ ...current, entry: withValue(current.entry, name, value) }));

  async function update() {
    setBusy(true);
    setOutcome(undefined);
    try {
      const [storedFile] = await storeFiles(db, [file], 'pdf');
      if (!storedFile || !('reference' in storedFile)) {
        setOutcome('fileProblem');
        return;
      }
      const changed = updateFromSheet(stored, changes, draft.choices, { ...draft.entry, file: storedFile.reference });
      await patchDocument(db, substance.type, target.id, changed, draft.seen);
      const name = typeof merged.name === 'string' ? merged.name : '';
      showFlash(t`Substance ${name} updated from the safety data sheet`);
      onClose();
    } catch (error) {
      if (error instanceof InvalidDocumentError) {
        setIssues(error.issues);
        setOutcome('invalid');
      } else {
        console.error('updating the substance from the data sheet failed', error);
        setOutcome('failed');
      }
    } finally {
      setBusy(false);
    }
  }

  const fileName = file.name;
  const pages = extraction.pages.length;
  const substanceName = typeof stored.name === 'string' ? stored.name : '';
  const valueText = (change: DataSheetChange, value: unknown): string => {
    const field = substance.fields[change.field as keyof typeof substance.fields];
    if (field?.kind !== 'keyedList' || !Array.isArray(value)) return field ? cellText(field, value, cells) : '';
    // The rows themselves (a limit's name and value), not their count as a list cell shows them.
    const rowText = (row: unknown) =>
      Object.entries(field.fields)
        .map(([name, sub]) => cellText(sub, (row as Record<string, unknown> | null)?.[name], cells))
        .filter(Boolean)
        .join(' ');
    return value.map(rowText).join('; ');
  };
  const fieldLabel = (name: string) => {
    const field = substance.fields[name as keyof typeof substance.fields];
    return field ? i18n._(field.label) : name;
  };
  const entryField = (name: string, source: SdsField) => {
    const input = ENTRY_INPUTS.get(name);
    return (
      input && (
        <div key={name} className="sds-review-field" data-field={`safetyDataSheetFiles.${name}`}>
          <FieldInput
            input={input}
            prefix={`safetyDataSheetFiles.${entryIndex}.`}
            value={draft.entry[name]}
            onChange={(value) => setEntry(name, value)}
          />
          <DataSheetEvidence extraction={extraction} field={source} />
        </div>
      )
    );
  };

  return (
    <FormContext.Provider value={context}>
      <DataSheetFileContext.Provider value={file}>
        <h2 id={titleId}>
          <Trans>Check what the safety data sheet changes</Trans>
        </h2>
        <p className="sds-review-intro">
          <Trans>
            Read from {fileName} ({pages} pages) and compared with {substanceName}. For each value that differs, keep
            the stored one or take the sheet's; nothing is saved before you confirm, and the sheet is added to the
            substance's safety data sheets.
          </Trans>
        </p>
        {!extraction.textLayer && (
          <p className="notice notice-warning" data-testid="sds-no-text">
            <Trans>This sheet has no text layer: it is a scan or an image. Nothing could be compared.</Trans>
          </p>
        )}
        <DataSheetFlagList
          flags={flags}
          ids={[
            'OLDER_THAN_STORED',
            'CHECK_DIGIT',
            'MISSING_IN_SECTION_16',
            'NOT_ON_LABEL',
            'CLASS_WITHOUT_HAZARD',
            'HAZARD_WITHOUT_CLASS',
          ]}
        />
        <form
          className="entity-form sds-review-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void update();
          }}
        >
          <section className="form-section sds-review-section" data-section="changes">
            <h3>
              <Trans>What the sheet changes</Trans>
            </h3>
            {changes.length === 0 ? (
              <p data-testid="sds-no-changes">
                <Trans>The sheet states the same values as the substance; only the sheet is added.</Trans>
              </p>
            ) : (
              <ul className="sds-changes" data-testid="sds-changes">
                {changes.map((change) => {
                  const choice = draft.choices[change.field] ?? change.proposed;
                  const source = SOURCES[change.field];
                  const list = change.added.length > 0 || change.removed.length > 0;
                  const storedText = valueText(change, change.stored);
                  const sheetText = valueText(change, change.sheet);
                  const added = change.added.join(', ');
                  const removed = change.removed.join(', ');
                  return (
                    <li key={change.field} className="sds-change" data-change={change.field}>
                      <fieldset>
                        <legend>{fieldLabel(change.field)}</legend>
                        {list ? (
                          <div className="sds-change-lists">
                            {change.added.length > 0 && (
                              <p className="sds-change-added" data-testid="sds-change-added">
                                <Trans>Added by the sheet: {added}</Trans>
                              </p>
                            )}
                            {change.removed.length > 0 && (
                              <p className="sds-change-removed" data-testid="sds-change-removed">
                                <Trans>No longer on the sheet: {removed}</Trans>
                              </p>
                            )}
                          </div>
                        ) : (
                          <dl className="sds-change-values">
                            <dt>
                              <Trans>Stored</Trans>
                            </dt>
                            <dd data-testid="sds-change-stored">{storedText || t`empty`}</dd>
                            <dt>
                              <Trans>Sheet</Trans>
                            </dt>
                            <dd data-testid="sds-change-sheet">{sheetText || t`not stated`}</dd>
                          </dl>
                        )}
                        <div className="sds-change-choice" role="radiogroup">
                          <label>
                            <input
                              type="radio"
                              name={`sds-choice-${change.field}`}
                              checked={choice === 'STORED'}
                              onChange={() => choose(change.field, 'STORED')}
                              data-testid={`sds-keep-${change.field}`}
                            />
                            <Trans>Keep stored</Trans>
                          </label>
                          <label>
                            <input
                              type="radio"
                              name={`sds-choice-${change.field}`}
                              checked={choice === 'SHEET'}
                              onChange={() => choose(change.field, 'SHEET')}
                              data-testid={`sds-take-${change.field}`}
                            />
                            {change.sheet === undefined ? (
                              <Trans>Empty, as the sheet</Trans>
                            ) : (
                              <Trans>Take from sheet</Trans>
                            )}
                          </label>
                        </div>
                        {source && <DataSheetEvidence extraction={extraction} field={source} />}
                      </fieldset>
                    </li>
                  );
                })}
              </ul>
            )}
            {(components.added.length > 0 || components.removed.length > 0) && (
              <CompositionChanges added={components.added} removed={components.removed} />
            )}
            <TransportRead extraction={extraction} />
            <LabelHintsPanel data={merged} />
          </section>
          <section className="form-section sds-review-section" data-section="safety-data-sheets">
            <h3>
              <Trans>Safety data sheet</Trans>
            </h3>
            <p>
              <Trans>Added to the substance's safety data sheets: {fileName}</Trans>
            </p>
            <fieldset className="entity-form-fields">
              {entryField('language', 'language')}
              {entryField('issuedAt', 'revisionDate')}
            </fieldset>
          </section>
          <DataSheetOutcome
            action="update"
            outcome={outcome}
            issues={
              <ul>
                {issues.map((issue) => (
                  <li key={`${issue.path}-${String(issue.message)}`}>
                    {fieldLabel(issue.path.split('.')[0] ?? '')}: {i18n._(issue.message)}
                  </li>
                ))}
              </ul>
            }
            busy={busy}
            onBack={onBack}
            onClose={onClose}
          />
        </form>
      </DataSheetFileContext.Provider>
    </FormContext.Provider>
  );
}

/** The components of section 3 against the stored composition, by CAS number: shown, changed on the substance screen. */
function CompositionChanges({
  added,
  removed,
}: {
  readonly added: readonly string[];
  readonly removed: readonly string[];
}) {
  const addedText = added.join(', ');
  const removedText = removed.join(', ');
  return (
    <div className="sds-change sds-composition-changes" data-testid="sds-composition-changes">
      <p>
        <strong>
          <Trans>Composition</Trans>
        </strong>
      </p>
      {added.length > 0 && (
        <p>
          <Trans>Section 3 names components the stored composition does not have: {addedText}</Trans>
        </p>
      )}
      {removed.length > 0 && (
        <p>
          <Trans>Components of the stored composition section 3 no longer names: {removedText}</Trans>
        </p>
      )}
      <p>
        <Trans>The composition names other substances of the register: change it on the substance screen.</Trans>
      </p>
    </div>
  );
}
