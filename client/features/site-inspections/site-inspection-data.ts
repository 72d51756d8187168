import { documentTitle } from '../../../shared/entities/document-title';
import { BlobNotYetUploadedError } from '../../sync/attachments/errors';
import { readAttachment } from '../../sync/attachments/read';
import type { FileReference } from '../../sync/attachments/store';
import type { ViewDoc } from '../../sync/replica-db';
import type { ReplicaSession } from '../../sync/replica-session';
import { RetryableError } from '../../sync/sync-api';
import { parseStoredDate } from '../../ui/cell-text';
import { plainParagraphs, type ReportFrame } from '../pdf';
import { filesOf, findingsOf, textOf } from './findings';
import type { ReportFile, SiteInspectionReport } from './site-inspection-report';
import { isTopic } from './topic-labels';

const JPEG = 'image/jpeg';

function ids(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((id): id is string => typeof id === 'string' && id !== '');
}

/** A photo's bytes from the device or the server; what is missing becomes a placeholder. */
async function reportFile(replica: ReplicaSession, file: FileReference): Promise<ReportFile> {
  if (file.type.split(';')[0]?.trim().toLowerCase() !== JPEG) return { name: file.name, other: true };
  try {
    const blob = await readAttachment(replica.db, replica.blobApi, file.sha256, file.name);
    return { name: file.name, jpeg: new Uint8Array(await blob.arrayBuffer()) };
  } catch (error) {
    if (error instanceof BlobNotYetUploadedError) return { name: file.name, gap: 'notYetUploaded' };
    if (error instanceof RetryableError) return { name: file.name, gap: 'offline' };
    console.warn('a photo of the report could not be read', error);
    return { name: file.name, gap: 'failed' };
  }
}

/** The site inspection at its revision, with the names of the people, areas and measures it refers to, and its photos. */
export async function siteInspectionReportData(
  replica: ReplicaSession,
  doc: ViewDoc,
  frame: Omit<ReportFrame, 'title' | 'revision'>,
): Promise<SiteInspectionReport> {
  const { data } = doc;
  const referenced = [
    ...ids(data.participants),
    ...ids(data.recordingClerk),
    ...ids(data.inspectedEntities),
    ...ids(data.measures),
  ];
  const docs = await replica.db.view.bulkGet(referenced);
  const titles = new Map(
    docs.flatMap((item) => (item ? [[item.id, documentTitle(item.type, item.data) || item.id] as const] : [])),
  );
  const names = (value: unknown) => ids(value).map((id) => titles.get(id) ?? '-');
  const findings = await Promise.all(
    findingsOf(data).map(async (finding) => ({
      topic: isTopic(finding.topic) ? finding.topic : undefined,
      description: plainParagraphs(textOf(finding.description)),
      files: await Promise.all(filesOf(finding).map((file) => reportFile(replica, file))),
    })),
  );
  return {
    ...frame,
    title: documentTitle(doc.type, data),
    revision: { version: doc.version, pending: doc.pending },
    inspectionAt: parseStoredDate(textOf(data.inspectionAt)),
    participants: names(data.participants),
    recordingClerk: names(data.recordingClerk).join(', '),
    areas: names(data.inspectedEntities),
    findings,
    measures: names(data.measures),
  };
}
