import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileTooLargeError, StorageFullError } from '../../sync/attachments/errors';
import { MAX_FILE_BYTES } from '../../sync/attachments/file-types';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { filesOf, findingsOf } from './findings';
import { removeFinding, saveFinding } from './save-finding';

const HEADER = {
  name: 'Begehung Halle 4',
  inspectionAt: '2025-03-04T08:00:00.000Z',
  participants: ['acme-emp-anna'],
  recordingClerk: 'acme-emp-anna',
  inspectedEntities: ['acme-loc-mannheim'],
};
const ID = '6f1f8f44-3a4e-4c61-9d0c-4a3f0c1d2e01';
let count = 0;
let db: ReplicaDb;

async function inspection(): Promise<ReplicaDb> {
  count += 1;
  db = new ReplicaDb(`sorgfalt:findings:${count}`);
  await createDocument(db, 'SITE_INSPECTION', HEADER, ID);
  return db;
}

const photo = (text: string) => new File([new TextEncoder().encode(text)], `${text}.jpg`, { type: 'image/jpeg' });
const storedFindings = async () => findingsOf((await db.view.get(ID))?.data ?? {});

afterEach(async () => {
  vi.restoreAllMocks();
  db.close();
  await db.delete();
});

describe('saveFinding', () => {
  it('saves a finding with its photos into the attachment queue and the inspection', async () => {
    await inspection();
    const issues = await saveFinding(
      db,
      ID,
      { id: 'f1', topic: 'FIRE_PROTECTION', description: 'Feuerlöscher verstellt' },
      [photo('a'), photo('b')],
    );
    expect(issues).toEqual([]);
    const [finding] = await storedFindings();
    expect(finding).toMatchObject({ id: 'f1', order: 0, topic: 'FIRE_PROTECTION' });
    expect(filesOf(finding ?? { id: '' }).map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(await db.blobs.where('state').equals('pending').count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);
  });

  it('answers the issues of a finding without topic and description under finding., storing nothing', async () => {
    await inspection();
    const issues = await saveFinding(db, ID, { id: 'f1' }, [photo('c')]);
    expect(issues).toEqual([
      { path: 'finding.topic', message: 'validation.required' },
      { path: 'finding.description', message: 'validation.required' },
    ]);
    expect(await storedFindings()).toEqual([]);
    expect(await db.blobs.count()).toBe(0);
  });

  it('edits a finding in place and keeps its order', async () => {
    await inspection();
    await saveFinding(db, ID, { id: 'f1', topic: 'ENERGY', description: 'Licht brennt' }, []);
    await saveFinding(db, ID, { id: 'f2', topic: 'HYGIENE', description: 'Seife fehlt' }, []);
    const issues = await saveFinding(db, ID, { id: 'f1', topic: 'ENERGY', description: '' }, []);
    expect(issues).toEqual([{ path: 'finding.description', message: 'validation.required' }]);
    await saveFinding(db, ID, { id: 'f1', topic: 'ENERGY', description: 'Licht brennt nachts' }, []);
    expect((await storedFindings()).map((item) => [item.id, item.order, item.description])).toEqual([
      ['f1', 0, 'Licht brennt nachts'],
      ['f2', 1, 'Seife fehlt'],
    ]);
    await removeFinding(db, ID, 'f1');
    expect((await storedFindings()).map((item) => [item.id, item.order])).toEqual([['f2', 0]]);
  });

  it('a full device throws StorageFullError and the inspection stays as it was', async () => {
    await inspection();
    vi.spyOn(db.blobs, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await expect(
      saveFinding(db, ID, { id: 'f1', topic: 'HYGIENE', description: 'Seife fehlt' }, [photo('d')]),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(await storedFindings()).toEqual([]);
  });

  it('an oversized file throws FileTooLargeError before anything is stored', async () => {
    await inspection();
    const huge = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    await expect(
      saveFinding(db, ID, { id: 'f1', topic: 'HYGIENE', description: 'Seife fehlt' }, [huge]),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await db.blobs.count()).toBe(0);
    expect(await storedFindings()).toEqual([]);
  });
});
