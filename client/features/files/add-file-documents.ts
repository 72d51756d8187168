import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import type { NamedProblem } from './AddFileProblems';
import { storeFiles } from './store-files';

/**
 * The files screen's upload: each picked file is kept on the device as a pending upload and
 * gets its FILE document (name, size, type, time), which syncs like any other. Answers the
 * files that were not added and why.
 */
export async function addFileDocuments(
  db: ReplicaDb,
  files: readonly File[],
  now: () => Date = () => new Date(),
): Promise<NamedProblem[]> {
  const problems: NamedProblem[] = [];
  for (const stored of await storeFiles(db, files, 'any')) {
    if ('problem' in stored) {
      problems.push(stored);
      continue;
    }
    const { reference } = stored;
    try {
      await createDocument(db, 'FILE', {
        name: reference.name,
        size: reference.size,
        type: reference.type,
        createdAt: now().toISOString(),
        file: reference,
      });
    } catch (error) {
      console.error('creating the file document failed', error);
      problems.push({ name: stored.name, problem: { kind: 'failed' } });
    }
  }
  return problems;
}
