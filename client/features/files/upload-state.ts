import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BlobRecord } from '../../sync/replica-db';

/**
 * Where a file stands for this device: its upload queue state, or `remote` when the device
 * holds no copy (another device added it; it is fetched from the server when opened).
 */
export type UploadState = 'pending' | 'uploaded' | 'refused' | 'stuck' | 'remote';

/** The part of a blob record the screens read (never the bytes). */
export type UploadRecord = Pick<BlobRecord, 'state' | 'refusal'>;

export function uploadState(record: UploadRecord | undefined): UploadState {
  return record ? record.state : 'remote';
}

export const UPLOAD_STATE_LABELS: Readonly<Record<UploadState, MessageDescriptor>> = {
  pending: msg`Waiting for upload`,
  uploaded: msg`Uploaded`,
  refused: msg`Refused by the server`,
  stuck: msg`Upload failed`,
  remote: msg`Not on this device`,
};

/** Why the server refused a file, as its user can act on it. */
export function refusalReason(record: UploadRecord | undefined): MessageDescriptor | undefined {
  if (record?.state === 'stuck') return msg`The upload failed several times. Check the connection and retry.`;
  if (record?.state !== 'refused') return undefined;
  if (record.refusal?.status === 413) return msg`The file is larger than the server accepts.`;
  if (record.refusal?.status === 415) return msg`The server does not accept this file type.`;
  return msg`The server did not accept the file.`;
}
