import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import { readAttachment } from '../../sync/attachments/read';
import type { ReplicaSession } from '../../sync/replica-session';

/**
 * The company's logo for the report header, as the layout shows it (Settings › Appearance):
 * from the device, or fetched when online. A report without it is still a report, so anything
 * that keeps the logo from the device answers undefined. Only the reference's hash is read here:
 * importing the files feature's parser would regroup the chunks of the first load (docs/gotchas.md).
 */
export async function reportLogo(
  replica: Pick<ReplicaSession, 'db' | 'blobApi'> | undefined,
): Promise<Uint8Array | undefined> {
  if (!replica) return undefined;
  try {
    const settings = await replica.db.view.get(COMPANY_SETTINGS_ID);
    const logo = settings?.type === 'COMPANY_SETTINGS' ? settings.data.logo : undefined;
    if (typeof logo !== 'object' || logo === null || !('sha256' in logo) || typeof logo.sha256 !== 'string') {
      return undefined;
    }
    const blob = await readAttachment(replica.db, replica.blobApi, logo.sha256);
    return new Uint8Array(await blob.arrayBuffer());
  } catch (error) {
    console.warn('the company logo is not available for the report', error);
    return undefined;
  }
}
