/** The device has no room for the file (IndexedDB quota): nothing was stored; the caller still holds the file. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor(
    readonly bytes: number,
    options?: ErrorOptions,
  ) {
    super(`no room on this device for ${bytes} bytes`, options);
  }
}

/** The file is larger than the server accepts for its type; it was not stored. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`${bytes} bytes exceed the limit of ${limit}`);
  }
}

/** A document references a file the server does not have yet: another device has still to upload it. */
export class BlobNotYetUploadedError extends Error {
  override name = 'BlobNotYetUploadedError';
  readonly status = 404;
  constructor(readonly sha256: string) {
    super(`file ${sha256} is not on the server yet`);
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Whether an error (or one it wraps: Dexie's `inner`, a `cause`) is the browser's storage quota. */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if ('name' in error && typeof error.name === 'string' && QUOTA_NAMES.has(error.name)) return true;
  return (
    ('inner' in error && isQuotaError(error.inner, depth + 1)) ||
    ('cause' in error && isQuotaError(error.cause, depth + 1))
  );
}

/** The file's type is not one the field (or the server) accepts; it was not stored. */
export class FileTypeNotAcceptedError extends Error {
  override name = 'FileTypeNotAcceptedError';
  constructor(readonly type: string) {
    super(`files of type ${type} are not accepted here`);
  }
}
