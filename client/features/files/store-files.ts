import { FileTooLargeError, FileTypeNotAcceptedError, StorageFullError } from '../../sync/attachments/errors';
import { type AcceptedFiles, acceptsType, sniffType } from '../../sync/attachments/file-types';
import { type FileReference, storeAttachment } from '../../sync/attachments/store';
import type { ReplicaDb } from '../../sync/replica-db';

/** Why a picked file was not added; the user still holds it and may pick it again. */
export type AddFileProblem =
  | { readonly kind: 'tooLarge'; readonly limit: number }
  | { readonly kind: 'typeRefused' }
  | { readonly kind: 'storageFull' }
  | { readonly kind: 'failed' };

export type StoredFile =
  | { readonly name: string; readonly reference: FileReference }
  | { readonly name: string; readonly problem: AddFileProblem };

export function addFileProblem(error: unknown): AddFileProblem {
  if (error instanceof FileTooLargeError) return { kind: 'tooLarge', limit: error.limit };
  if (error instanceof FileTypeNotAcceptedError) return { kind: 'typeRefused' };
  if (error instanceof StorageFullError) return { kind: 'storageFull' };
  return { kind: 'failed' };
}

/**
 * Keeps picked files on the device as pending uploads, one after the other: a file of a
 * type the field does not take is refused before it is read; one that fails does not stop
 * the others. Answers each file's reference or problem, in the order picked.
 */
export async function storeFiles(db: ReplicaDb, files: readonly File[], accept: AcceptedFiles): Promise<StoredFile[]> {
  const results: StoredFile[] = [];
  for (const file of files) {
    try {
      const type = await sniffType(file);
      if (!acceptsType(accept, type)) throw new FileTypeNotAcceptedError(type);
      results.push({ name: file.name, reference: await storeAttachment(db, file, file.name) });
    } catch (error) {
      if (!(error instanceof FileTooLargeError || error instanceof FileTypeNotAcceptedError)) {
        console.error('storing a file failed', error);
      }
      results.push({ name: file.name, problem: addFileProblem(error) });
    }
  }
  return results;
}
