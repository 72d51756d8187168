import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PhotoUnreadableError } from '../../media/render-jpeg';
import { FileTooLargeError, StorageFullError } from '../../sync/attachments/errors';

const MIB = 1024 * 1024;

/** What the user reads when a photo or file cannot be prepared or kept; nothing is lost, the editor stays open. */
export function photoErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof PhotoUnreadableError) {
    return msg`This image format cannot be read on this device. Take the photo as JPEG or choose another picture.`;
  }
  if (error instanceof FileTooLargeError) {
    const limit = Math.round(error.limit / MIB);
    return msg`The file is larger than ${limit} MB and cannot be attached.`;
  }
  if (error instanceof StorageFullError) {
    return msg`This device has no room left for the photos. Free some space (Settings) and save again; nothing was lost.`;
  }
  return msg`The photo could not be prepared. Try again.`;
}
