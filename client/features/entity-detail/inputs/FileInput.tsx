import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FileField } from '../../../../shared/entities/fields';
import { acceptAttribute } from '../../../sync/attachments/file-types';
import type { FileReference } from '../../../sync/attachments/store';
import { useReplica } from '../../../sync/replica-context';
import {
  AddFileProblems,
  FilePreviewDialog,
  fileReferences,
  type NamedProblem,
  storeFiles,
  UploadButton,
  useFileDownload,
  useUploadRecords,
} from '../../files';
import '../../../styles/files.css';
import { FileInputItem } from './FileInputItem';
import type { InputProps } from './types';

/** The next value of a field after adding files: a list without repeats, or the one new file. */
function withAdded(field: FileField, current: readonly FileReference[], added: readonly FileReference[]): unknown {
  if (field.multiple !== true) return added.at(-1) ?? current[0] ?? null;
  const bySha = new Map([...current, ...added].map((reference) => [reference.sha256, reference]));
  return [...bySha.values()];
}

/**
 * A file field of the generic form: adds files through the device's upload queue (they upload
 * when the device is online; the document holds their references), shows each with its
 * thumbnail and upload state, opens, downloads and removes them. Removing takes the file out
 * of this document only.
 */
export function FileInput({ id, field, value, onChange, errorId }: InputProps<FileField>) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const references = fileReferences(value);
  const records = useUploadRecords(
    replica?.db,
    references.map((reference) => reference.sha256),
  );
  const { download, problem: downloadProblem } = useFileDownload();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<readonly NamedProblem[]>([]);
  const [preview, setPreview] = useState<FileReference | undefined>(undefined);
  const accept = field.accept ?? 'any';
  const multiple = field.multiple === true;

  const add = async (files: File[]) => {
    if (!replica) return;
    setBusy(true);
    try {
      const stored = await storeFiles(replica.db, multiple ? files : files.slice(0, 1), accept);
      const added = stored.flatMap((result) => ('reference' in result ? [result.reference] : []));
      setProblems(stored.flatMap((result) => ('problem' in result ? [result] : [])));
      if (added.length > 0) onChange(withAdded(field, references, added));
    } finally {
      setBusy(false);
    }
  };
  const remove = (sha256: string) =>
    onChange(multiple ? references.filter((reference) => reference.sha256 !== sha256) : null);
  const pickLabel = multiple ? t`Add files` : references.length > 0 ? t`Replace file` : t`Choose file`;

  return (
    <div id={id} className="form-files" aria-describedby={errorId}>
      {references.length > 0 ? (
        <ul className="file-items">
          {references.map((reference) => (
            <FileInputItem
              key={reference.sha256}
              reference={reference}
              record={records.get(reference.sha256)}
              onOpen={() => setPreview(reference)}
              onDownload={() => void download(reference)}
              onRemove={() => remove(reference.sha256)}
            />
          ))}
        </ul>
      ) : (
        <p className="form-hint">
          <Trans>No files.</Trans>
        </p>
      )}
      <div className="form-files-actions">
        <UploadButton
          label={pickLabel}
          multiple={multiple}
          accept={acceptAttribute(accept)}
          busy={busy}
          testId={`file-add-${id}`}
          onFiles={(files) => void add(files)}
        />
        {accept === 'image' && (
          <span className="form-hint">
            <Trans>Photos as JPEG, PNG, WebP or HEIC, up to 15 MB.</Trans>
          </span>
        )}
        {accept === 'pdf' && (
          <span className="form-hint">
            <Trans>PDF, up to 25 MB.</Trans>
          </span>
        )}
      </div>
      <AddFileProblems problems={problems} />
      {downloadProblem && (
        <p className="notice notice-error" role="alert">
          {i18n._(downloadProblem)}
        </p>
      )}
      {preview && (
        <FilePreviewDialog
          reference={preview}
          onDownload={() => void download(preview)}
          onClose={() => setPreview(undefined)}
        />
      )}
    </div>
  );
}
