import { useLingui } from '@lingui/react/macro';
import { refusalReason, UPLOAD_STATE_LABELS, type UploadRecord, uploadState } from './upload-state';

/** A file's upload state on this device, with the reason of a refusal as its title. */
export function UploadStateBadge({ record }: { record: UploadRecord | undefined }) {
  const { i18n } = useLingui();
  const state = uploadState(record);
  const reason = refusalReason(record);
  return (
    <span className="file-state" data-state={state} data-testid="file-state" title={reason && i18n._(reason)}>
      {i18n._(UPLOAD_STATE_LABELS[state])}
    </span>
  );
}
