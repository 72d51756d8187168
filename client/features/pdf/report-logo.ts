import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import { readAttachment } from '../../sync/attachments/read';
import type { ReplicaSession } from '../../sync/replica-session';
import { asFileReference } from '../files/file-rows';

/**
 * The company's logo for the report header, as the layout shows it (Settings › Appearance):
 * from the device, or fetched when online. A report without it is still a report, so anything
 * that keeps the logo from the device answers undefined.
 */
export async function reportLogo(replica: ReplicaSession | undefined): Promise<Uint8Array | undefined> {
  if (!replica) return undefined;
  try {
    const settings = await replica.db.view.get(COMPANY_SETTINGS_ID);
    const logo = settings?.type === 'COMPANY_SETTINGS' ? asFileReference(settings.data.logo) : undefined;
    if (!logo) return undefined;
    const blob = await readAttachment(replica.db, replica.blobApi, logo.sha256, logo.name);
    return new Uint8Array(await blob.arrayBuffer());
  } catch (error) {
    console.warn('the company logo is not available for the report', error);
    return undefined;
  }
}
