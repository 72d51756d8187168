import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useState } from 'react';
import { missingOf } from '../../sync/attachments/missing';
import type { FileReference } from '../../sync/attachments/store';
import { useReplica } from '../../sync/replica-context';
import { readProblem } from './read-problem';
import { downloadFile } from './save-file';

/** Downloads files and keeps why the last one failed (offline and not on the device, …). */
export function useFileDownload() {
  const replica = useReplica();
  const [problem, setProblem] = useState<MessageDescriptor | undefined>(undefined);
  const download = useCallback(
    async (reference: FileReference) => {
      if (!replica) return;
      setProblem(undefined);
      try {
        await downloadFile(replica, reference);
      } catch (error) {
        setProblem(readProblem(missingOf(error, navigator.onLine)));
      }
    },
    [replica],
  );
  return { download, problem };
}
