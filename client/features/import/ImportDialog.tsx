import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { i18nFor } from '../../i18n/i18n';
import { useSession } from '../../session/session-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { fileEntities } from './file-types';
import { ImportPreview } from './ImportPreview';
import type { ImportPlan } from './import-plan';
import { planImport } from './import-plan';
import { loadPlanContext, type MayDo } from './plan-context';
import { readImportFile } from './read-file';
import { ImportFileError, type ImportFileProblem, MAX_ROWS } from './sheet';
import { type ImportResult, rowsToWrite, writeImport } from './write-import';
import '../../styles/import.css';

type Step =
  | { readonly kind: 'choose'; readonly problem?: ImportFileProblem }
  | { readonly kind: 'reading' }
  | { readonly kind: 'preview'; readonly plan: ImportPlan; readonly writing: boolean }
  | { readonly kind: 'done'; readonly result: ImportResult };

const FILE_PROBLEMS = {
  tooLarge: msg`The file is larger than 5 MB. Split it into smaller files.`,
  tooManyRows: msg`The file has more than ${MAX_ROWS} rows. Split it into smaller files.`,
  corrupt: msg`The file cannot be read. Save it again as CSV or Excel workbook (.xlsx) and retry.`,
  empty: msg`The file has no rows below its header row.`,
  unsupported: msg`Only CSV files and Excel workbooks (.xlsx) can be imported.`,
} as const satisfies Record<ImportFileProblem, unknown>;

interface ImportDialogProps {
  readonly db: ReplicaDb;
  readonly entity: EntityDefinition;
  readonly onClose: () => void;
}

/** Choose a file, see what each row would do, confirm: nothing is written before the confirmation. */
export function ImportDialog({ db, entity, onClose }: ImportDialogProps) {
  const { i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const { grants } = useSession().employee;
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function choose(file: File | undefined) {
    if (!file) return;
    setStep({ kind: 'reading' });
    try {
      const sheet = await readImportFile(file);
      const languages = [i18n, await i18nFor(i18n.locale === 'de' ? 'en' : 'de')];
      const mayDo: MayDo = (action, each) => grantsAnywhere(grants, action, each.resource);
      const context = await loadPlanContext(db, entity, languages, sheet.date1904, mayDo);
      setStep({ kind: 'preview', plan: planImport(entity, sheet, context), writing: false });
    } catch (error) {
      if (!(error instanceof ImportFileError)) console.error('import: the file could not be read', error);
      setStep({ kind: 'choose', problem: error instanceof ImportFileError ? error.problem : 'corrupt' });
    }
  }

  async function confirm(plan: ImportPlan) {
    setStep({ kind: 'preview', plan, writing: true });
    setStep({ kind: 'done', result: await writeImport(db, plan.rows) });
  }

  const plural = i18n._(entity.pluralLabel);
  const others = fileEntities(entity)
    .slice(1)
    .map((each) => i18n._(each.pluralLabel))
    .join(', ');
  const writing = step.kind === 'preview' && step.writing;
  return (
    <dialog
      ref={dialog}
      className="import-dialog"
      aria-labelledby={titleId}
      data-testid="import-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!writing) onClose();
      }}
    >
      <h2 id={titleId}>
        <Trans>Import {plural}</Trans>
      </h2>
      {(step.kind === 'choose' || step.kind === 'reading') && (
        <div className="import-choose">
          <p>
            <Trans>
              Choose a CSV file or an Excel workbook. Its first row names the columns, as the list's export writes them;
              a column "ID" updates the document with that ID. You see every row before anything is saved.
            </Trans>
          </p>
          {others !== '' && (
            <p data-testid="import-other-types">
              <Trans>
                A column "Type" may add rows of other kinds ({others}). A cell may name a new row of the same file by
                its name, as it names a saved document; that row is saved first.
              </Trans>
            </p>
          )}
          <label htmlFor={inputId}>
            <Trans>File (CSV or .xlsx, at most 5 MB)</Trans>
          </label>
          <input
            id={inputId}
            type="file"
            className="import-file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={step.kind === 'reading'}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            data-testid="import-file"
          />
          {step.kind === 'reading' && (
            <p role="status">
              <Trans>Reading the file…</Trans>
            </p>
          )}
          {step.kind === 'choose' && step.problem && (
            <p className="notice notice-error" role="alert" data-testid="import-problem">
              {i18n._(FILE_PROBLEMS[step.problem])}
            </p>
          )}
        </div>
      )}
      {step.kind === 'preview' && <PreviewStep plan={step.plan} />}
      {step.kind === 'done' && (
        <div className="notice" role="status" data-testid="import-result">
          <p>
            <Plural value={step.result.written} one="# document imported." other="# documents imported." />
          </p>
          {step.result.failed.length > 0 && (
            <p className="notice-error">
              <Trans>These rows could not be saved: {step.result.failed.join(', ')}</Trans>
            </p>
          )}
        </div>
      )}
      <div className="dialog-actions">
        {step.kind === 'preview' && (
          <button type="button" className="button" disabled={step.writing} onClick={() => setStep({ kind: 'choose' })}>
            <Trans>Choose another file</Trans>
          </button>
        )}
        <button type="button" className="button" disabled={writing} onClick={onClose} data-testid="import-close">
          {step.kind === 'done' ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
        </button>
        {step.kind === 'preview' && <ConfirmButton plan={step.plan} writing={step.writing} onConfirm={confirm} />}
      </div>
    </dialog>
  );
}

function PreviewStep({ plan }: { plan: ImportPlan }) {
  const { new: created, update, unchanged, error } = plan.counts;
  return (
    <div className="import-preview">
      <p className="import-counts" data-testid="import-counts">
        <Trans>
          {created} new, {update} to update, {unchanged} unchanged, {error} with errors
        </Trans>
      </p>
      {error > 0 && (
        <p className="notice notice-error">
          <Trans>Rows with errors are skipped. Correct them in the file and choose it again to import them too.</Trans>
        </p>
      )}
      <ImportPreview plan={plan} />
    </div>
  );
}

function ConfirmButton({
  plan,
  writing,
  onConfirm,
}: {
  plan: ImportPlan;
  writing: boolean;
  onConfirm: (plan: ImportPlan) => void;
}) {
  const count = rowsToWrite(plan.rows).length;
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={count === 0 || writing}
      onClick={() => onConfirm(plan)}
      data-testid="import-confirm"
    >
      {writing ? <Trans>Importing…</Trans> : <Plural value={count} one="Import # row" other="Import # rows" />}
    </button>
  );
}
