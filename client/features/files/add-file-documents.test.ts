import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb } from '../../sync/replica-db';
import { addFileDocuments } from './add-file-documents';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let db: ReplicaDb | undefined;

afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('uploading on the files screen', () => {
  it('queues the bytes and a valid FILE document per accepted file; a refused one gets neither', async () => {
    db = new ReplicaDb(`add-file-documents-${crypto.randomUUID()}`);
    const problems = await addFileDocuments(
      db,
      [
        new File([PNG], 'foto.png', { type: 'image/png' }),
        new File(['<html></html>'], 'seite.html', { type: 'text/html' }),
      ],
      () => new Date('2024-06-01T08:30:00.000Z'),
    );
    expect(problems).toEqual([{ name: 'seite.html', problem: { kind: 'typeRefused' } }]);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      op: 'create',
      type: 'FILE',
      data: {
        name: 'foto.png',
        size: PNG.byteLength,
        type: 'image/png',
        createdAt: '2024-06-01T08:30:00.000Z',
        file: { name: 'foto.png', size: PNG.byteLength, type: 'image/png' },
      },
    });
    expect((await db.blobs.toArray()).map((blob) => blob.state)).toEqual(['pending']);
  });
});
