import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BlobNotYetUploadedError } from '../../sync/attachments/errors';
import { RetryableError } from '../../sync/sync-api';

/** Why a file could not be opened or downloaded, as its user can act on it. */
export function readProblem(error: unknown, online: boolean): MessageDescriptor {
  if (error instanceof BlobNotYetUploadedError)
    return msg`This file has not reached the server yet. The device that added it still has to upload it.`;
  if (error instanceof RetryableError && !online)
    return msg`This file is not on this device. Connect to the internet to open it.`;
  if (error instanceof RetryableError) return msg`The server could not be reached. Please try again.`;
  return msg`The file could not be opened.`;
}
