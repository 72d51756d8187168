import { FileTooLargeError } from '../../sync/attachments/errors';
import { detectType } from '../../sync/attachments/file-types';
import { storeAttachment } from '../../sync/attachments/store';
import type { ReplicaDb } from '../../sync/replica-db';
import { saveCompanySettings } from '../company-settings';

/** Pictures a logo may be: the raster types every browser shows (markup such as SVG never). */
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** A logo is shown small on every page load; 1 MiB is plenty for it. */
export const MAX_LOGO_BYTES = 1024 * 1024;

export class NotALogoError extends Error {
  override name = 'NotALogoError';
}

/**
 * Makes a picture the company's logo: checked by its bytes (PNG, JPEG or WebP) and size,
 * stored through the attachment queue and named in the company settings, so every member's
 * layout shows it, also offline. Throws `NotALogoError` or `FileTooLargeError` with nothing stored.
 */
export async function saveLogo(db: ReplicaDb, file: File): Promise<void> {
  if (file.size > MAX_LOGO_BYTES) throw new FileTooLargeError(file.size, MAX_LOGO_BYTES);
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const type = detectType(head);
  if (!type || !LOGO_TYPES.includes(type)) throw new NotALogoError(`${file.name} is no PNG, JPEG or WebP picture`);
  const logo = await storeAttachment(db, file, file.name);
  await saveCompanySettings(db, { logo });
}

/** Back to the Sorgfalt logo for everyone. */
export async function removeLogo(db: ReplicaDb): Promise<void> {
  await saveCompanySettings(db, { logo: undefined });
}
