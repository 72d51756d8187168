import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageFullError } from '../../sync/attachments/errors';
import { MAX_FILE_BYTES } from '../../sync/attachments/file-types';
import { ReplicaDb } from '../../sync/replica-db';
import { addFileProblem, storeFiles } from './store-files';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let db: ReplicaDb | undefined;

afterEach(async () => {
  await db?.delete();
  db = undefined;
});

function open(): ReplicaDb {
  db = new ReplicaDb(`store-files-${crypto.randomUUID()}`);
  return db;
}

/** A file that claims a size without holding the bytes: too large a file is refused before it is read. */
function hugeFile(): File {
  const file = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: MAX_FILE_BYTES + 1 });
  return file;
}

describe('storing picked files', () => {
  it('keeps accepted files as pending uploads and reports the others, in the order picked', async () => {
    const replica = open();
    const results = await storeFiles(
      replica,
      [
        new File([PNG], 'photo.png', { type: 'image/png' }),
        new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }),
        hugeFile(),
        new File(['%PDF-1.4\n'], 'plan.pdf', { type: '' }),
      ],
      'any',
    );
    expect(results.map((result) => ('reference' in result ? result.reference.type : result.problem))).toEqual([
      'image/png',
      { kind: 'typeRefused' },
      { kind: 'tooLarge', limit: MAX_FILE_BYTES },
      'application/pdf',
    ]);
    const stored = await replica.blobs.toArray();
    expect(stored.map((blob) => [blob.name, blob.state]).sort()).toEqual([
      ['photo.png', 'pending'],
      ['plan.pdf', 'pending'],
    ]);
  });

  it('an image field refuses a PDF without storing it', async () => {
    const replica = open();
    const [result] = await storeFiles(replica, [new File(['%PDF-1.4\n'], 'a.pdf')], 'image');
    expect(result).toEqual({ name: 'a.pdf', problem: { kind: 'typeRefused' } });
    expect(await replica.blobs.count()).toBe(0);
  });

  it('maps a full device and unknown failures to their problems', () => {
    expect(addFileProblem(new StorageFullError(10))).toEqual({ kind: 'storageFull' });
    expect(addFileProblem(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
