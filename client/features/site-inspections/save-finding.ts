import { type ValidationIssue, validateDocument } from '../../../shared/entities/derive/schema';
import { siteInspection } from '../../../shared/entities/site-inspection';
import { type FileReference, storeAttachment } from '../../sync/attachments/store';
import type { ReplicaDb } from '../../sync/replica-db';
import { InvalidDocumentError, patchDocument, UnknownDocumentError } from '../../sync/write-api';
import { type Finding, filesOf, findingsOf, withFinding, withoutFinding } from './findings';

/** The issue path prefix of the finding being edited: its inputs read `finding.topic`. */
export const FINDING_PREFIX = 'finding.';

/** The document's issues with those of the edited finding moved under `finding.` (its index is the editor's business). */
function relative(issues: readonly ValidationIssue[], index: number): ValidationIssue[] {
  const own = `findings.${index}.`;
  return issues.map((issue) =>
    issue.path.startsWith(own) ? { ...issue, path: FINDING_PREFIX + issue.path.slice(own.length) } : issue,
  );
}

async function current(db: ReplicaDb, inspectionId: string) {
  const doc = await db.view.get(inspectionId);
  if (!doc || doc.type !== siteInspection.type) throw new UnknownDocumentError(`no site inspection ${inspectionId}`);
  return doc;
}

/**
 * Saves one finding into its site inspection through the replica's write API (works offline).
 * The finding is checked by the registry's rules first, so an incomplete finding stores no
 * photo; then the new files go into the attachment queue and the findings are patched.
 * Answers the issues (the finding's own under `finding.`), empty when saved. Storage errors
 * (`StorageFullError`, `FileTooLargeError`) are thrown with the document unchanged.
 */
export async function saveFinding(
  db: ReplicaDb,
  inspectionId: string,
  finding: Finding,
  newFiles: readonly File[],
): Promise<ValidationIssue[]> {
  const doc = await current(db, inspectionId);
  const next = withFinding(findingsOf(doc.data), finding);
  const index = next.findIndex((item) => item.id === finding.id);
  const checked = validateDocument(siteInspection, { ...doc.data, findings: next });
  if (!checked.ok) return relative(checked.issues, index);
  const stored: FileReference[] = [];
  for (const file of newFiles) stored.push(await storeAttachment(db, file, file.name));
  const files = [...filesOf(finding), ...stored];
  const { files: _files, ...rest } = finding;
  const complete: Finding = files.length > 0 ? { ...rest, files } : rest;
  // The list is read again: a sync may have brought another device's findings meanwhile.
  const latest = findingsOf((await current(db, inspectionId)).data);
  try {
    await patchDocument(db, siteInspection.type, inspectionId, { findings: withFinding(latest, complete) });
    return [];
  } catch (error) {
    if (error instanceof InvalidDocumentError) return relative(error.issues, index);
    throw error;
  }
}

/** Removes a finding from its site inspection (its photos stay with the server's files). */
export async function removeFinding(db: ReplicaDb, inspectionId: string, findingId: string): Promise<void> {
  const findings = findingsOf((await current(db, inspectionId)).data);
  const next = withoutFinding(findings, findingId);
  await patchDocument(db, siteInspection.type, inspectionId, { findings: next.length > 0 ? next : null });
}
