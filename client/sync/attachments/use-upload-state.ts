import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '../replica-context';
import type { BlobState } from '../replica-db';

export interface UploadView {
  readonly state: BlobState;
  readonly attempts: number;
}

/** The upload state of a file this device holds, live; undefined for one it does not hold. */
export function useUploadState(sha256: string): UploadView | undefined {
  const replica = useReplica();
  return useLiveQuery(async () => {
    const record = await replica?.db.blobs.get(sha256);
    return record ? { state: record.state, attempts: record.attempts } : undefined;
  }, [replica, sha256]);
}
