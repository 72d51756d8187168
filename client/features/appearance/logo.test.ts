import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import { FileTooLargeError } from '../../sync/attachments/errors';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { MAX_LOGO_BYTES, NotALogoError, removeLogo, saveLogo } from './logo';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return new File([bytes], 'acme.png', { type: 'image/png' });
};

let count = 0;
let db: ReplicaDb;

function open(): ReplicaDb {
  count += 1;
  db = new ReplicaDb(`sorgfalt:logo:${count}`);
  return db;
}

const settings = async () => (await db.view.get(COMPANY_SETTINGS_ID))?.data;

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('saveLogo', () => {
  it('stores the picture as a pending upload and creates the company settings with it', async () => {
    open();
    await saveLogo(db, png());
    const logo = (await settings())?.logo as { sha256: string; type: string; name: string };
    expect(logo).toMatchObject({ name: 'acme.png', type: 'image/png', size: 64 });
    expect((await db.blobs.get(logo.sha256))?.state).toBe('pending');
  });

  it('keeps the hidden fields of existing settings and removes the logo again', async () => {
    open();
    const hiddenFields = [{ id: 'h1', entityType: 'CONTACT', field: 'phone' }];
    await createDocument(db, 'COMPANY_SETTINGS', { hiddenFields }, COMPANY_SETTINGS_ID);
    await saveLogo(db, png());
    expect(await settings()).toMatchObject({ hiddenFields, logo: { name: 'acme.png' } });
    await removeLogo(db);
    expect(await settings()).toEqual({ hiddenFields });
  });

  it('refuses markup and other files by their bytes, and oversized pictures, storing nothing', async () => {
    open();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    await expect(saveLogo(db, svg)).rejects.toBeInstanceOf(NotALogoError);
    await expect(saveLogo(db, png(MAX_LOGO_BYTES + 1))).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await db.blobs.count()).toBe(0);
    expect(await settings()).toBeUndefined();
  });
});
