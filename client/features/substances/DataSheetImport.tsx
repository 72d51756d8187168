import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { SdsExtraction, SdsLanguage } from '../../../shared/domain/sds';
import { MAX_FILE_BYTES } from '../../sync/attachments/file-types';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { FormData } from '../entity-detail';
import { readSafetyDataSheet, SdsReadError, type SdsReadFailure } from '../sds';
import { DataSheetReview } from './DataSheetReview';
import { DataSheetUpdate } from './DataSheetUpdate';
import { startUpdate, type UpdateDraft } from './data-sheet-diff';
import { dataSheetLanguage, substanceFromSheet } from './data-sheet-mapping';
import { READ_FAILURES } from './data-sheet-texts';
import '../../styles/import.css';
import '../../styles/substances.css';

type Reading =
  | { readonly state: 'idle' }
  | { readonly state: 'reading'; readonly read: number; readonly total: number }
  | { readonly state: 'read'; readonly extraction: SdsExtraction }
  | { readonly state: 'failed'; readonly failure: SdsReadFailure | 'TOO_LARGE' };

interface DataSheetImportProps {
  readonly db: ReplicaDb;
  /** The saved substance a newer sheet updates (SDS-33); without it the sheet creates a substance. */
  readonly target?: ViewDoc | undefined;
  readonly onClose: () => void;
}

/** The review's state, kept while the user goes back to the modal (SDS-34); a new file starts afresh. */
type Draft =
  | { readonly kind: 'create'; readonly data: FormData }
  | { readonly kind: 'update'; readonly draft: UpdateDraft };

/** The draft with the language the modal now says, for the sheet entry. */
function withLanguage(draft: Draft, language: SdsLanguage): Draft {
  const code = dataSheetLanguage(language);
  if (draft.kind === 'update')
    return { ...draft, draft: { ...draft.draft, entry: { ...draft.draft.entry, language: code } } };
  const entries = Array.isArray(draft.data.safetyDataSheetFiles) ? draft.data.safetyDataSheetFiles : [];
  const entry = (entries[0] ?? {}) as Record<string, unknown>;
  return { ...draft, data: { ...draft.data, safetyDataSheetFiles: [{ ...entry, language: code }] } };
}

/**
 * "Create from safety data sheet" (domain.md §4, issue 17): the spec's modal asks for the
 * sheet's language (DE or EN) and the PDF; the PDF is read in a worker as soon as it is chosen
 * and its detected language preselected. The review follows; nothing is saved before the user
 * confirms it.
 */
export function DataSheetImport({ db, target, onClose }: DataSheetImportProps) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fileId = useId();
  const [language, setLanguage] = useState<SdsLanguage | undefined>(undefined);
  const chosenLanguage = useRef(false);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [submitted, setSubmitted] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const current = useRef(0);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function choose(picked: File | undefined) {
    setFile(picked);
    setDraft(undefined);
    const number = ++current.current;
    if (!picked) {
      setReading({ state: 'idle' });
      return;
    }
    if (picked.size > MAX_FILE_BYTES) {
      setReading({ state: 'failed', failure: 'TOO_LARGE' });
      return;
    }
    setReading({ state: 'reading', read: 0, total: 0 });
    readSafetyDataSheet(picked, {
      onProgress: (read, total) => {
        if (number === current.current) setReading({ state: 'reading', read, total });
      },
    })
      .then((extraction) => {
        if (number !== current.current) return;
        setReading({ state: 'read', extraction });
        if (!chosenLanguage.current && extraction.detectedLanguage) setLanguage(extraction.detectedLanguage);
      })
      .catch((error: unknown) => {
        if (number !== current.current) return;
        if (!(error instanceof SdsReadError) || error.failure === 'FAILED')
          console.error('reading the sheet failed', error);
        setReading({ state: 'failed', failure: error instanceof SdsReadError ? error.failure : 'FAILED' });
      });
  }

  const missingLanguage = submitted && !language;
  const missingFile = submitted && !file;
  const readFailed = reading.state === 'failed';
  const problems = missingLanguage || missingFile || readFailed;

  if (reviewing && reading.state === 'read' && file && language && draft) {
    const review = { db, titleId, file, extraction: reading.extraction, language, onClose };
    const back = () => setReviewing(false);
    return (
      <dialog
        ref={dialog}
        className="import-dialog sds-review-dialog"
        aria-labelledby={titleId}
        data-testid="sds-review"
        onCancel={(event) => event.preventDefault()}
      >
        {draft.kind === 'update' && target ? (
          <DataSheetUpdate
            {...review}
            target={target}
            draft={draft.draft}
            onDraft={(update) =>
              setDraft((kept) => (kept?.kind === 'update' ? { kind: 'update', draft: update(kept.draft) } : kept))
            }
            onBack={back}
          />
        ) : draft.kind === 'create' ? (
          <DataSheetReview
            {...review}
            draft={draft.data}
            onDraft={(update) =>
              setDraft((kept) => (kept?.kind === 'create' ? { kind: 'create', data: update(kept.data) } : kept))
            }
            onBack={back}
          />
        ) : null}
      </dialog>
    );
  }

  const failureText =
    reading.state === 'failed'
      ? reading.failure === 'TOO_LARGE'
        ? t`The file is larger than 25 MB and cannot be read.`
        : i18n._(READ_FAILURES[reading.failure])
      : undefined;
  return (
    <dialog
      ref={dialog}
      className="import-dialog sds-dialog"
      aria-labelledby={titleId}
      data-testid="sds-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>
        {target ? <Trans>Update from safety data sheet</Trans> : <Trans>Create from safety data sheet</Trans>}
      </h2>
      <form
        className="import-choose"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (language && reading.state === 'read') {
            const { extraction } = reading;
            setDraft((kept) => {
              if (kept) return withLanguage(kept, language);
              if (target)
                return {
                  kind: 'update',
                  draft: startUpdate({ data: target.data, version: target.version }, extraction, language),
                };
              return { kind: 'create', data: substanceFromSheet(extraction, language, crypto.randomUUID()) };
            });
            setReviewing(true);
          }
        }}
      >
        <p>
          <Trans>
            Choose the safety data sheet as a PDF. Its values are read on this device and shown with the place they come
            from; nothing is saved before you have checked them.
          </Trans>
        </p>
        <fieldset className="sds-language" aria-invalid={missingLanguage} aria-describedby="sds-language-error">
          <legend>
            <Trans>Language of the sheet</Trans> <span aria-hidden="true">*</span>
          </legend>
          {(['de', 'en'] as const).map((value) => (
            <label key={value} className="sds-language-option">
              <input
                type="radio"
                name="sds-language"
                value={value}
                checked={language === value}
                onChange={() => {
                  chosenLanguage.current = true;
                  setLanguage(value);
                }}
                data-testid={`sds-language-${value}`}
              />
              {value === 'de' ? <Trans>German (DE)</Trans> : <Trans>English (EN)</Trans>}
            </label>
          ))}
          {missingLanguage && (
            <p id="sds-language-error" className="form-error">
              <Trans>Choose the language of the safety data sheet.</Trans>
            </p>
          )}
        </fieldset>
        <label htmlFor={fileId}>
          <Trans>Safety data sheet (PDF, at most 25 MB)</Trans> <span aria-hidden="true">*</span>
        </label>
        <input
          id={fileId}
          type="file"
          className="import-file"
          accept=".pdf,application/pdf"
          aria-invalid={missingFile || readFailed}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
          data-testid="sds-file"
        />
        {missingFile && (
          <p className="form-error">
            <Trans>Choose the PDF file of the safety data sheet.</Trans>
          </p>
        )}
        {reading.state === 'reading' && (
          <div role="status" className="sds-progress" data-testid="sds-reading">
            <Trans>Reading the safety data sheet…</Trans>
            {reading.total > 0 && (
              <progress value={reading.read} max={reading.total}>
                {reading.read} / {reading.total}
              </progress>
            )}
          </div>
        )}
        {failureText && (
          <p className="notice notice-error" role="alert" data-testid="sds-read-problem">
            {failureText}
          </p>
        )}
        {reading.state === 'read' && !reading.extraction.textLayer && (
          <p className="notice notice-warning" role="status" data-testid="sds-no-text">
            <Trans>
              This sheet has no text layer: it is a scan or an image, and its values cannot be read by machine. You can
              still create the substance with the PDF attached and enter the values yourself.
            </Trans>
          </p>
        )}
        {reading.state === 'read' && reading.extraction.textLayer && (
          <p role="status" data-testid="sds-read">
            <Trans>The sheet has been read. Continue to check its values.</Trans>
          </p>
        )}
        {submitted && problems && (
          <p className="notice notice-error" role="alert" data-testid="sds-form-invalid">
            <Trans>Inputs are faulty, check and retry.</Trans>
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} data-testid="sds-cancel">
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={reading.state === 'reading'}
            data-testid="sds-continue"
          >
            <Trans>Check the values</Trans>
          </button>
        </div>
      </form>
    </dialog>
  );
}
