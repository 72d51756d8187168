import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { FileReference } from '../../sync/attachments/store';
import { useAttachment } from '../../sync/attachments/use-attachment';
import { useObjectUrl } from '../../sync/attachments/use-object-url';
import { ListIcon } from '../../ui/list-icons';
import { previewKind } from './file-display';
import { FILE_ICONS } from './file-icons';
import { readProblem } from './read-problem';

interface FilePreviewDialogProps {
  readonly reference: FileReference;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

/** An image or PDF in a modal dialog (native <dialog>, Escape closes), with its download. */
export function FilePreviewDialog({ reference, onDownload, onClose }: FilePreviewDialogProps) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { blob, missing } = useAttachment(reference);
  const url = useObjectUrl(blob);
  const kind = previewKind(reference.type);
  const name = reference.name;
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="file-preview"
      aria-labelledby={titleId}
      data-testid="file-preview"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="file-preview-header">
        <h2 id={titleId}>{reference.name}</h2>
        <div className="file-preview-actions">
          <button type="button" className="button" onClick={onDownload}>
            <ListIcon path={FILE_ICONS.download} />
            <Trans>Download</Trans>
          </button>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </header>
      <div className="file-preview-body">
        {missing ? (
          <p className="notice notice-error" role="alert">
            {i18n._(readProblem(missing))}
          </p>
        ) : !url ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : kind === 'image' ? (
          <img src={url} alt={reference.name} data-testid="file-preview-image" />
        ) : (
          <iframe src={url} title={t`Preview of ${name}`} data-testid="file-preview-pdf" />
        )}
      </div>
    </dialog>
  );
}
