import { useLiveQuery } from 'dexie-react-hooks';
import type { ReplicaDb } from '../../sync/replica-db';
import type { UploadRecord } from './upload-state';

const NONE: ReadonlyMap<string, UploadRecord> = new Map();

/** The upload queue state of these files on this device (no entry: the device has no copy). */
export function useUploadRecords(
  db: ReplicaDb | undefined,
  hashes: readonly string[],
): ReadonlyMap<string, UploadRecord> {
  const key = [...new Set(hashes)].sort().join('\n');
  const records = useLiveQuery(async () => {
    if (!db || key === '') return NONE;
    const keys = key.split('\n');
    const found = await db.blobs.bulkGet(keys);
    const map = new Map<string, UploadRecord>();
    found.forEach((record, index) => {
      const sha256 = keys[index];
      if (record && sha256)
        map.set(sha256, { state: record.state, ...(record.refusal && { refusal: record.refusal }) });
    });
    return map;
  }, [db, key]);
  return records ?? NONE;
}
