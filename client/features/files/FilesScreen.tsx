import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { useSession } from '../../session/session-context';
import type { FileReference } from '../../sync/attachments/store';
import { retryUpload } from '../../sync/attachments/upload';
import { useReplica } from '../../sync/replica-context';
import { deleteDocument } from '../../sync/write-api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AddFileProblems, type NamedProblem } from './AddFileProblems';
import { addFileDocuments } from './add-file-documents';
import { FilePreviewDialog } from './FilePreviewDialog';
import { FilesTable } from './FilesTable';
import type { FileRow } from './file-rows';
import { UploadButton } from './UploadButton';
import { useFileDownload } from './use-file-download';
import { useFilesView } from './use-files-view';
import { useUploadRecords } from './use-upload-records';
import '../../styles/entity-form.css';
import '../../styles/entity-list.css';
import '../../styles/files.css';

/** The company's files (platform.md: list only): upload, upload state, preview, download, delete. */
export function FilesScreen() {
  const { t, i18n } = useLingui();
  const { grants } = useSession().employee;
  const replica = useReplica();
  const view = useFilesView();
  const uploads = useUploadRecords(
    replica?.db,
    view.rows.flatMap((row) => (row.reference ? [row.reference.sha256] : [])),
  );
  const { download, problem: downloadProblem } = useFileDownload();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<readonly NamedProblem[]>([]);
  const [preview, setPreview] = useState<FileReference | undefined>(undefined);
  const [toDelete, setToDelete] = useState<FileRow | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ text: MessageDescriptor; failed: boolean } | undefined>(undefined);
  const canCreate = grantsAnywhere(grants, 'CREATE', 'COMPANY_INFORMATION');
  const canDelete = grantsAnywhere(grants, 'DELETE', 'COMPANY_INFORMATION');
  const title = t`Files`;
  useEffect(() => {
    document.title = `${title} · Sorgfalt`;
  }, [title]);

  const upload = async (files: File[]) => {
    if (!replica) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      setProblems(await addFileDocuments(replica.db, files));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (row: FileRow) => {
    if (!replica) return;
    setBusy(true);
    try {
      await deleteDocument(replica.db, 'FILE', row.id);
      setOutcome({ text: msg`File deleted.`, failed: false });
    } catch (error) {
      console.error('deleting the file failed', error);
      setOutcome({ text: msg`The file could not be deleted. Please contact support.`, failed: true });
    } finally {
      setBusy(false);
      setToDelete(undefined);
    }
  };
  const uploadButton = (primary: boolean, testId: string) =>
    canCreate && (
      <UploadButton
        label={t`Upload files`}
        multiple
        accept={undefined}
        busy={busy}
        primary={primary}
        testId={testId}
        onFiles={(files) => void upload(files)}
      />
    );

  const total = view.total;
  const shown = view.rows.length;
  const shownText = i18n.number(shown);
  const totalText = i18n.number(total ?? 0);
  return (
    <section className="page entity-list files-screen" aria-labelledby="page-title">
      <header className="entity-list-header">
        <div>
          <h1 id="page-title">{title}</h1>
          <p className="entity-list-count" data-testid="entity-list-count" aria-live="polite">
            {total === undefined ? null : shown === total ? (
              <Plural value={total} one="# file" other="# files" />
            ) : (
              <Trans>
                {shownText} of {totalText} files
              </Trans>
            )}
          </p>
        </div>
        {total !== undefined && total > 0 && uploadButton(true, 'files-upload')}
      </header>
      <AddFileProblems problems={problems} />
      {downloadProblem && (
        <p className="notice notice-error" role="alert" data-testid="file-download-problem">
          {i18n._(downloadProblem)}
        </p>
      )}
      {outcome && (
        <p
          className={outcome.failed ? 'notice notice-error' : 'notice'}
          role={outcome.failed ? 'alert' : 'status'}
          data-testid="file-outcome"
        >
          {i18n._(outcome.text)}
        </p>
      )}
      {total === undefined ? (
        <p className="notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : total === 0 ? (
        <div className="notice entity-list-empty" data-testid="files-empty">
          <p>
            <Trans>There are no files yet.</Trans>
          </p>
          {uploadButton(true, 'files-upload')}
        </div>
      ) : (
        <>
          <div className="entity-list-toolbar">
            <input
              type="search"
              className="entity-list-search"
              aria-label={t`Search by name or type`}
              placeholder={t`Search`}
              value={view.query}
              onChange={(event) => view.setQuery(event.currentTarget.value)}
              data-testid="files-search"
            />
          </div>
          {shown === 0 ? (
            <p className="notice" role="status">
              <Trans>No files match your search.</Trans>
            </p>
          ) : (
            <FilesTable
              rows={view.rows}
              uploads={uploads}
              sortField={view.sortField}
              sortDirection={view.sortDirection}
              onSort={view.sortBy}
              onPreview={setPreview}
              onDownload={(reference) => void download(reference)}
              onRetry={(reference) => replica && void retryUpload(replica.db, reference.sha256)}
              onDelete={canDelete ? setToDelete : undefined}
            />
          )}
        </>
      )}
      {preview && (
        <FilePreviewDialog
          reference={preview}
          onDownload={() => void download(preview)}
          onClose={() => setPreview(undefined)}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          title={t`Delete file?`}
          text={t`The deletion is permanent and cannot be undone.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          danger
          busy={busy}
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(undefined)}
        />
      )}
    </section>
  );
}
