import { useLingui } from '@lingui/react/macro';
import type { FileReference } from '../../../sync/attachments/store';
import { useAttachment } from '../../../sync/attachments/use-attachment';
import { useObjectUrl } from '../../../sync/attachments/use-object-url';
import { ListIcon } from '../../../ui/list-icons';
import type { UploadRecord } from '../../files';
import { FILE_ICONS, fileTypeLabel, formatFileSize, previewKind, UploadStateBadge } from '../../files';

interface FileInputItemProps {
  readonly reference: FileReference;
  readonly record: UploadRecord | undefined;
  readonly onOpen: () => void;
  readonly onDownload: () => void;
  readonly onRemove: () => void;
}

function Thumbnail({ reference }: { reference: FileReference }) {
  const url = useObjectUrl(useAttachment(reference).blob);
  if (!url) return <ListIcon path={FILE_ICONS.document} />;
  return <img src={url} alt="" className="file-item-thumbnail" data-testid="file-item-thumbnail" />;
}

/** One file of a file field: thumbnail (images), name, size, type and upload state, open and remove. */
export function FileInputItem({ reference, record, onOpen, onDownload, onRemove }: FileInputItemProps) {
  const { t, i18n } = useLingui();
  const name = reference.name;
  const kind = previewKind(reference.type);
  return (
    <li className="file-item" data-testid="file-item" data-sha256={reference.sha256}>
      <span className="file-item-preview">
        {kind === 'image' ? <Thumbnail reference={reference} /> : <ListIcon path={FILE_ICONS.document} />}
      </span>
      <span className="file-item-text">
        <button
          type="button"
          className="link-button file-item-name"
          title={name}
          onClick={kind ? onOpen : onDownload}
          data-testid="file-item-open"
        >
          {name}
        </button>
        <span className="file-item-meta">
          {formatFileSize(reference.size, i18n.locale)} · {fileTypeLabel(reference.type)}{' '}
          <UploadStateBadge record={record} />
        </span>
      </span>
      <span className="file-item-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t`Download ${name}`}
          title={t`Download`}
          onClick={onDownload}
        >
          <ListIcon path={FILE_ICONS.download} />
        </button>
        <button
          type="button"
          className="icon-button icon-button-danger"
          aria-label={t`Remove ${name}`}
          title={t`Remove`}
          onClick={onRemove}
          data-testid="file-item-remove"
        >
          <ListIcon path={FILE_ICONS.remove} />
        </button>
      </span>
    </li>
  );
}
