import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import type { SdsExtraction, SdsField } from '../../../shared/domain/sds';
import { type FormField, formFields } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { substance } from '../../../shared/entities/substance';
import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument, InvalidDocumentError } from '../../sync/write-api';
import { showFlash } from '../../ui/flash';
import { FieldInput, FormContext, type FormData, issuesByPath, useReferences, withValue } from '../entity-detail';
import { storeFiles } from '../files';
import { DataSheetEvidence, DataSheetFileContext } from './DataSheetEvidence';
import { DataSheetFlagList } from './DataSheetFlagList';
import { DataSheetOutcome, type DataSheetOutcomeState } from './DataSheetOutcome';
import { type DataSheetFlag, dataSheetFlags, storageClassFlags } from './data-sheet-flags';
import { LabelHintsPanel } from './LabelHintsPanel';

/** The fields the review shows, in the substance screen's sections, with the sheet's value each is read from. */
const REVIEW_SECTIONS: readonly { readonly key: string; readonly fields: readonly [string, SdsField?][] }[] = [
  {
    key: 'identity',
    fields: [
      ['name', 'productName'],
      ['casNumber', 'casNumbers'],
      ['egNumber', 'ecNumbers'],
      ['supplier', 'supplier'],
    ],
  },
  { key: 'storage', fields: [['storageLocations'], ['storageClasses', 'storageClasses']] },
  { key: 'composition', fields: [['composition', 'composition']] },
  {
    key: 'hazards',
    fields: [
      ['signalWord', 'signalWord'],
      ['ghsSymbols', 'ghsSymbols'],
      ['hazardStatements', 'hazardStatements'],
      ['precautionaryStatements', 'precautionaryStatements'],
    ],
  },
  {
    key: 'limits',
    fields: [['workplaceLimit', 'workplaceLimits'], ['additionalLimits']],
  },
  {
    key: 'physical-properties',
    fields: [
      ['phase', 'phase'],
      ['phValue', 'ph'],
      ['flashPoint', 'flashPoint'],
      ['boilingPoint', 'boilingPoint'],
      ['vaporPressure', 'vapourPressure'],
    ],
  },
  {
    key: 'transport-and-water',
    fields: [
      ['unNumber', 'unNumber'],
      ['waterHazardClass', 'waterHazardClass'],
    ],
  },
];

/** The sheet's lists whose field takes one value: the user picks the substance's own. */
const ONE_OF_SEVERAL: ReadonlySet<SdsField> = new Set(['casNumbers', 'ecNumbers']);

const INPUTS = new Map(formFields(substance).map((input) => [input.path, input]));
const ENTRY_INPUTS = new Map(INPUTS.get('safetyDataSheetFiles')?.children.map((input) => [input.path, input]));

function sectionTitle(key: string) {
  return substance.sections?.find((section) => section.key === key)?.title;
}

interface DataSheetReviewProps {
  readonly db: ReplicaDb;
  readonly titleId: string;
  readonly file: File;
  readonly extraction: SdsExtraction;
  /** The values under review, kept by the dialog while the user goes back to it (SDS-34). */
  readonly draft: FormData;
  readonly onDraft: (update: (current: FormData) => FormData) => void;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/**
 * The review of a read safety data sheet (issue 17): the values in the substance's fields, each
 * with the lines of the sheet it was read from, the sheet's inconsistencies as flags and the label
 * hints live; fields the sheet says nothing about stay empty. Confirming creates the substance
 * through the write API (offline too) with the PDF as its safety data sheet entry, queued for
 * upload, and opens it.
 */
export function DataSheetReview({
  db,
  titleId,
  file,
  extraction,
  draft: data,
  onDraft,
  onBack,
  onClose,
}: DataSheetReviewProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [outcome, setOutcome] = useState<DataSheetOutcomeState>(undefined);
  const [busy, setBusy] = useState(false);
  const references = useReferences(db, substance);
  const context = useMemo(
    () => ({ issues: issuesByPath(issues), references: references.byType }),
    [issues, references],
  );
  const flags = useMemo(() => [...dataSheetFlags(extraction), ...storageClassFlags(data)], [extraction, data]);
  const setField = (name: string, value: unknown) => onDraft((current) => withValue(current, name, value));
  const entry = (Array.isArray(data.safetyDataSheetFiles) ? data.safetyDataSheetFiles[0] : undefined) as
    | Record<string, unknown>
    | undefined;
  const entryId = typeof entry?.id === 'string' ? entry.id : '';
  const setEntry = (name: string, value: unknown) =>
    setField('safetyDataSheetFiles', [withValue(entry ?? { id: entryId }, name, value)]);

  async function create() {
    setBusy(true);
    setOutcome(undefined);
    try {
      const [stored] = await storeFiles(db, [file], 'pdf');
      if (!stored || !('reference' in stored)) {
        setOutcome('fileProblem');
        return;
      }
      const id = crypto.randomUUID();
      await createDocument(
        db,
        substance.type,
        { ...data, safetyDataSheetFiles: [{ ...(entry ?? { id: entryId }), file: stored.reference }] },
        id,
      );
      const name = typeof data.name === 'string' ? data.name : '';
      showFlash(t`Substance ${name} created from the safety data sheet`);
      onClose();
      await navigate({ to: `/substances/${id}` });
    } catch (error) {
      if (error instanceof InvalidDocumentError) {
        setIssues(error.issues);
        setOutcome('invalid');
      } else {
        console.error('creating the substance from the data sheet failed', error);
        setOutcome('failed');
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (path: string, source: SdsField | undefined): ReactNode => {
    const input = INPUTS.get(path);
    if (!input) return null;
    return (
      <div key={path} className="sds-review-field" data-field={path}>
        <FieldInput input={input} prefix="" value={data[path]} onChange={(value) => setField(path, value)} />
        {source && (
          <DataSheetEvidence
            extraction={extraction}
            field={source}
            onPick={ONE_OF_SEVERAL.has(source) ? (value) => setField(path, value) : undefined}
          />
        )}
      </div>
    );
  };
  const entryField = (input: FormField | undefined, source: SdsField) =>
    input && (
      <div key={input.path} className="sds-review-field" data-field={`safetyDataSheetFiles.${input.path}`}>
        <FieldInput
          input={input}
          prefix="safetyDataSheetFiles.0."
          value={entry?.[input.path]}
          onChange={(value) => setEntry(input.path, value)}
        />
        <DataSheetEvidence extraction={extraction} field={source} />
      </div>
    );
  const flagsOf = (ids: readonly DataSheetFlag['id'][]) => <DataSheetFlagList flags={flags} ids={ids} />;
  const pages = extraction.pages.length;
  const fileName = file.name;

  return (
    <FormContext.Provider value={context}>
      <DataSheetFileContext.Provider value={file}>
        <h2 id={titleId}>
          <Trans>Check the values of the safety data sheet</Trans>
        </h2>
        <p className="sds-review-intro">
          <Trans>
            Read from {fileName} ({pages} pages). Each value shows the line of the sheet it comes from; fields the sheet
            says nothing about are empty. Correct what is wrong and add the storage location: the substance is created
            only when you confirm.
          </Trans>
        </p>
        {!extraction.textLayer && (
          <p className="notice notice-warning" data-testid="sds-no-text">
            <Trans>This sheet has no text layer: it is a scan or an image. Enter its values yourself.</Trans>
          </p>
        )}
        <form
          className="entity-form sds-review-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          {REVIEW_SECTIONS.map((section) => {
            const title = sectionTitle(section.key);
            return (
              <section key={section.key} className="form-section sds-review-section" data-section={section.key}>
                <h3>{title && i18n._(title)}</h3>
                {section.key === 'identity' && flagsOf(['CHECK_DIGIT'])}
                {section.key === 'storage' && flagsOf(['CLASS_WITHOUT_HAZARD', 'HAZARD_WITHOUT_CLASS'])}
                {section.key === 'hazards' && flagsOf(['MISSING_IN_SECTION_16', 'NOT_ON_LABEL'])}
                <fieldset className="entity-form-fields">
                  {section.fields.map(([path, source]) => field(path, source))}
                </fieldset>
                {section.key === 'hazards' && <LabelHintsPanel data={data} />}
                {section.key === 'transport-and-water' && <TransportRead extraction={extraction} />}
              </section>
            );
          })}
          <section className="form-section sds-review-section" data-section="safety-data-sheets">
            <h3>
              <Trans>Safety data sheet</Trans>
            </h3>
            <p>
              <Trans>Attached to the substance: {fileName}</Trans>
            </p>
            <fieldset className="entity-form-fields">
              {entryField(ENTRY_INPUTS.get('language'), 'language')}
              {entryField(ENTRY_INPUTS.get('issuedAt'), 'revisionDate')}
            </fieldset>
          </section>
          <DataSheetOutcome action="create" outcome={outcome} busy={busy} onBack={onBack} onClose={onClose} />
        </form>
      </DataSheetFileContext.Provider>
    </FormContext.Provider>
  );
}

/** ADR class and packing group as read: the substance has no field for them, the review shows them beside the UN number. */
export function TransportRead({ extraction }: { readonly extraction: SdsExtraction }) {
  const { hazardClass, packingGroup } = extraction.values;
  if (!hazardClass && !packingGroup) return null;
  const adrClass = hazardClass ?? '–';
  const group = packingGroup ?? '–';
  return (
    <div className="sds-review-field" data-testid="sds-transport-read">
      <p>
        <Trans>
          Also read: ADR class {adrClass}, packing group {group}. They belong to the transport documents; the substance
          keeps the UN number.
        </Trans>
      </p>
      {hazardClass && <DataSheetEvidence extraction={extraction} field="hazardClass" />}
      {packingGroup && <DataSheetEvidence extraction={extraction} field="packingGroup" />}
    </div>
  );
}
