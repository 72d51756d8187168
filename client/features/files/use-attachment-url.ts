import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import { readAttachment } from '../../sync/attachments/read';
import type { FileReference } from '../../sync/attachments/store';
import { useReplica } from '../../sync/replica-context';
import { readProblem } from './read-problem';

export type AttachmentUrl =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'failed'; readonly problem: MessageDescriptor };

/**
 * An object URL of a file's bytes while the caller shows it: the device's copy, else fetched
 * from the server (and kept). Revoked when the file changes or the caller goes away.
 */
export function useAttachmentUrl(reference: FileReference | undefined): AttachmentUrl {
  const replica = useReplica();
  const [state, setState] = useState<AttachmentUrl>({ status: 'loading' });
  const sha256 = reference?.sha256;
  const name = reference?.name ?? '';
  useEffect(() => {
    if (!replica || !sha256) return;
    let url: string | undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    readAttachment(replica.db, replica.blobApi, sha256, name).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', problem: readProblem(error, navigator.onLine) });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [replica, sha256, name]);
  return state;
}
