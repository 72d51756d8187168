import { useEffect, useState } from 'react';
import { useReplica, useSyncStatus } from '../replica-context';
import { type Missing, missingOf } from './missing';
import { readAttachment } from './read';
import type { FileReference } from './store';

export interface AttachmentView {
  /** The bytes once read (from the device, else from the server). */
  readonly blob: Blob | undefined;
  /** Why the bytes could not be read; undefined while reading and once read. */
  readonly missing: Missing | undefined;
}

type Outcome = { readonly sha256: string } & ({ readonly blob: Blob } | { readonly missing: Missing });

/**
 * A file of a document for display: its bytes, fetched lazily from the server when the device
 * lacks them. A file not there yet is asked for again after every sync round, so it appears
 * once the other device has uploaded it.
 */
export function useAttachment(reference: FileReference): AttachmentView {
  const replica = useReplica();
  const { lastSyncAt } = useSyncStatus();
  const { sha256, name } = reference;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const current = outcome?.sha256 === sha256 ? outcome : undefined;
  const retry = current && 'blob' in current ? 0 : (lastSyncAt ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each sync round asks again for a file not there yet
  useEffect(() => {
    if (!replica) return;
    let live = true;
    readAttachment(replica.db, replica.blobApi, sha256, name).then(
      (blob) => live && setOutcome({ sha256, blob }),
      (error: unknown) => live && setOutcome({ sha256, missing: missingOf(error, navigator.onLine) }),
    );
    return () => {
      live = false;
    };
  }, [replica, sha256, name, retry]);
  return {
    blob: current && 'blob' in current ? current.blob : undefined,
    missing: current && 'missing' in current ? current.missing : undefined,
  };
}
