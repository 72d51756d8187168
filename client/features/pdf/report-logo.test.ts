import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import type { BlobApi } from '../../sync/attachments/blob-api';
import { ReplicaDb } from '../../sync/replica-db';
import { RetryableError } from '../../sync/sync-api';
import { createDocument } from '../../sync/write-api';
import { saveLogo } from '../appearance';
import { saveCompanySettings } from '../company-settings';
import { reportLogo } from './report-logo';
import { jpegOfSize } from './testing';

/** The server as seen offline: every request fails as retryable. */
const offline: BlobApi = {
  has: () => Promise.reject(new RetryableError('offline')),
  upload: () => Promise.reject(new RetryableError('offline')),
  download: () => Promise.reject(new RetryableError('offline')),
};

let count = 0;
let db: ReplicaDb;

function open(): ReplicaDb {
  count += 1;
  db = new ReplicaDb(`sorgfalt:report-logo:${count}`);
  return db;
}

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('reportLogo', () => {
  it('answers the bytes of the logo the company settings name, from the device', async () => {
    open();
    const bytes = jpegOfSize(400, 100);
    await saveLogo(db, new File([bytes], 'acme.jpg', { type: 'image/jpeg' }));
    expect(await reportLogo({ db, blobApi: offline })).toEqual(bytes);
  });

  it('answers nothing without settings, without a logo, or when the logo is neither here nor reachable', async () => {
    open();
    expect(await reportLogo({ db, blobApi: offline })).toBeUndefined();
    await createDocument(db, 'COMPANY_SETTINGS', { hiddenFields: [] }, COMPANY_SETTINGS_ID);
    expect(await reportLogo({ db, blobApi: offline })).toBeUndefined();
    const elsewhere = { sha256: 'a'.repeat(64), name: 'acme.png', size: 64, type: 'image/png' };
    await saveCompanySettings(db, { logo: elsewhere });
    expect(await reportLogo({ db, blobApi: offline })).toBeUndefined();
    expect(await reportLogo(undefined)).toBeUndefined();
  });
});
