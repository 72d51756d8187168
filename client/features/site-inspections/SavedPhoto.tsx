import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isImageType } from '../../sync/attachments/file-types';
import type { Missing } from '../../sync/attachments/missing';
import type { FileReference } from '../../sync/attachments/store';
import { useAttachment } from '../../sync/attachments/use-attachment';
import { useObjectUrl } from '../../sync/attachments/use-object-url';
import { useUploadState } from '../../sync/attachments/use-upload-state';
import { useSyncStatus } from '../../sync/replica-context';

interface SavedPhotoProps {
  readonly file: FileReference;
  /** A remove button while the finding is edited. */
  readonly action?: ReactNode;
}

function UploadNote({
  state,
  attempts,
  sha256,
}: {
  readonly state: string;
  readonly attempts: number;
  readonly sha256: string;
}) {
  const { upload } = useSyncStatus();
  const sending = state === 'pending' && upload?.sha256 === sha256 && upload.total > 0 ? upload : undefined;
  if (sending) {
    const percent = Math.floor((sending.loaded * 100) / sending.total);
    return (
      <>
        <progress className="photo-progress" value={sending.loaded} max={sending.total} />
        <Trans>Uploading, {percent} %</Trans>
      </>
    );
  }
  switch (state) {
    case 'pending':
      return attempts > 0 ? <Trans>Upload failed, retrying</Trans> : <Trans>Waiting for upload</Trans>;
    case 'stuck':
      return <Trans>Upload stuck – see Settings</Trans>;
    case 'refused':
      return <Trans>Upload refused – see Settings</Trans>;
    default:
      return <Trans>Uploaded</Trans>;
  }
}

function MissingNote({ missing }: { readonly missing: Missing }) {
  switch (missing) {
    case 'notYetUploaded':
      return <Trans>Photo still uploading from another device</Trans>;
    case 'offline':
    case 'unreachable':
      return <Trans>Photo not available offline</Trans>;
    default:
      return <Trans>Photo cannot be shown</Trans>;
  }
}

/** A stored photo or file of a finding: thumbnail, and where its upload stands. */
export function SavedPhoto({ file, action }: SavedPhotoProps) {
  const { blob, missing } = useAttachment(file);
  const upload = useUploadState(file.sha256);
  const url = useObjectUrl(blob);
  const image = isImageType(file.type);
  const state = missing ? 'missing' : (upload?.state ?? 'remote');
  return (
    <figure className="photo" data-testid="saved-photo" data-state={state} data-sha256={file.sha256}>
      <div className="photo-frame">
        {url && image ? (
          <img src={url} alt={file.name} />
        ) : url ? (
          <a href={url} download={file.name} className="photo-file">
            {file.name}
          </a>
        ) : (
          <span className="photo-placeholder" aria-hidden="true" />
        )}
      </div>
      <figcaption className="photo-caption">
        {missing ? <MissingNote missing={missing} /> : upload && <UploadNote {...upload} sha256={file.sha256} />}
      </figcaption>
      {action}
    </figure>
  );
}
