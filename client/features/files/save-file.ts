import { readAttachment } from '../../sync/attachments/read';
import type { FileReference } from '../../sync/attachments/store';
import type { ReplicaSession } from '../../sync/replica-session';
import { saveBlob } from '../../ui/save-blob';

/** Downloads a file: the device's copy, else the server's. Throws what `readAttachment` throws. */
export async function downloadFile(replica: ReplicaSession, reference: FileReference): Promise<void> {
  const blob = await readAttachment(replica.db, replica.blobApi, reference.sha256, reference.name);
  saveBlob(blob, reference.name);
}
