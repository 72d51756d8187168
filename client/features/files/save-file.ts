import { readAttachment } from '../../sync/attachments/read';
import type { FileReference } from '../../sync/attachments/store';
import type { ReplicaSession } from '../../sync/replica-session';

/** Hands bytes to the browser's download under the file's name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a file: the device's copy, else the server's. Throws what `readAttachment` throws. */
export async function downloadFile(replica: ReplicaSession, reference: FileReference): Promise<void> {
  const blob = await readAttachment(replica.db, replica.blobApi, reference.sha256, reference.name);
  saveBlob(blob, reference.name);
}
