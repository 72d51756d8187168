import { RetryableError } from '../sync-api';
import { BlobNotYetUploadedError } from './errors';

/**
 * Why a file's bytes could not be read: another device has not uploaded it yet, this device
 * has no copy and no connection, the server could not be reached, or anything else.
 */
export type Missing = 'notYetUploaded' | 'offline' | 'unreachable' | 'failed';

/** The reason of a failed read; `online` tells a device without connection from a server that did not answer. */
export function missingOf(error: unknown, online: boolean): Missing {
  if (error instanceof BlobNotYetUploadedError) return 'notYetUploaded';
  if (error instanceof RetryableError) return online ? 'unreachable' : 'offline';
  return 'failed';
}
