import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heic, jpeg, pdf, png, SVG, TEXT, webpLossy } from '../../server/blobs/test-samples';
import { callApi } from '../../server/test/api';
import { signIn } from '../../server/test/sign-in';
import { startTestServer, type TestServer } from '../../server/test/test-server';
import { createBlobApi } from './attachments/blob-api';
import { BlobNotYetUploadedError, FileTooLargeError, StorageFullError } from './attachments/errors';
import { MAX_FILE_BYTES } from './attachments/file-types';
import { pruneUploadedBlobs, uploadCounts, uploadProblems } from './attachments/queue-status';
import { readAttachment } from './attachments/read';
import { storeAttachment } from './attachments/store';
import { MAX_UPLOAD_ATTEMPTS, retryUpload, uploadPendingBlobs } from './attachments/upload';
import { ReplicaDb } from './replica-db';
import { createSyncApi } from './sync-api';
import { SyncEngine } from './sync-engine';
import { createDocument } from './write-api';

let server: TestServer;
let annaToken = '';
let dbCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  annaToken = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A JPEG no other test uploads: 128 random bits in its scan data (512 sizes used to collide now and then). */
const uniqueJpeg = () => {
  const bytes = jpeg(4, 3, 16);
  randomBytes(16).copy(bytes, bytes.length - 2 - 16);
  return bytes;
};
const fileOf = (bytes: Buffer, type = '') => new Blob([new Uint8Array(bytes)], { type });

interface Call {
  readonly method: string;
  readonly path: string;
}

/**
 * A device: its own replica and the blob API as the browser builds it (XSRF cookie and
 * header), over a fetch that records every call and can be made to fail like a network.
 */
function device(token: (renew: boolean) => Promise<string> = async () => annaToken) {
  dbCount += 1;
  const db = new ReplicaDb(`sorgfalt:attachments:${dbCount}`);
  const calls: Call[] = [];
  const network = { down: false, status: undefined as number | undefined };
  const deviceFetch: typeof fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path: new URL(String(input)).pathname });
    if (network.down) throw new TypeError('fetch failed');
    if (network.status !== undefined) return new Response(null, { status: network.status });
    const headers = new Headers(init?.headers);
    headers.set('cookie', 'XSRF-TOKEN=device');
    if (method !== 'GET' && method !== 'HEAD') headers.set('x-xsrf-token', 'device');
    return fetch(input, { ...init, headers });
  };
  const backendUrl = `${server.url}/api`;
  const api = createBlobApi({ backendUrl, tenant: 'acme', token, fetch: deviceFetch });
  const syncApi = createSyncApi({ backendUrl, tenant: 'acme', token, fetch: deviceFetch });
  return { db, api, syncApi, calls, network };
}

async function serverHas(hash: string): Promise<number> {
  const response = await callApi(server.url, `/api/v2/blobs/${hash}`, {
    method: 'HEAD',
    token: annaToken,
    tenant: 'acme',
  });
  return response.status;
}

async function bytesOf(blob: Blob): Promise<Buffer> {
  return Buffer.from(await blob.arrayBuffer());
}

describe('attachments: the device queue of files and photos against the real server', () => {
  it('storing a file keeps it as a pending upload and answers the reference for a file field', async () => {
    const phone = device();
    const bytes = uniqueJpeg();
    const reference = await storeAttachment(phone.db, fileOf(bytes, 'application/octet-stream'), 'Foto 1.jpg');
    expect(reference).toEqual({ sha256: sha(bytes), name: 'Foto 1.jpg', size: bytes.length, type: 'image/jpeg' });
    const record = await phone.db.blobs.get(sha(bytes));
    expect(record).toMatchObject({ state: 'pending', attempts: 0, type: 'image/jpeg', size: bytes.length });
    expect(await bytesOf(record?.data ?? new Blob())).toEqual(bytes);
    expect(await uploadCounts(phone.db)).toEqual({ pending: 1, stuck: 0, refused: 0 });
    expect(phone.calls).toEqual([]);
  });

  it('the type comes from the magic bytes where cheap, else from the file; the local Blob is never markup', async () => {
    const phone = device();
    const typeOf = async (bytes: Buffer, declared: string) =>
      (await storeAttachment(phone.db, fileOf(bytes, declared), 'f')).type;
    expect(await typeOf(webpLossy(4, 4), 'image/png')).toBe('image/webp');
    expect(await typeOf(heic(4, 4), '')).toBe('image/heic');
    expect(await typeOf(pdf(), 'application/octet-stream')).toBe('application/pdf');
    expect(await typeOf(TEXT, 'text/plain')).toBe('text/plain');
    expect(await typeOf(Buffer.from('<html>x</html>'), 'text/html')).toBe('text/html');
    const html = await phone.db.blobs.get(sha(Buffer.from('<html>x</html>')));
    expect(html?.data.type).toBe('application/octet-stream');
  });

  it('the same bytes stored twice are kept once', async () => {
    const phone = device();
    const bytes = png(5, 5, 40);
    const first = await storeAttachment(phone.db, fileOf(bytes), 'a.png');
    const second = await storeAttachment(phone.db, fileOf(bytes), 'b.png');
    expect(second).toEqual({ ...first, name: 'b.png' });
    expect(await phone.db.blobs.count()).toBe(1);
    expect(await phone.db.blobs.get(first.sha256)).toMatchObject({ name: 'a.png', type: 'image/png' });
  });

  it('an upload sends the pending file with progress; the server has it afterwards and the copy stays as a cache', async () => {
    const phone = device();
    const bytes = uniqueJpeg();
    const { sha256 } = await storeAttachment(phone.db, fileOf(bytes), 'photo.jpg');
    expect(await serverHas(sha256)).toBe(404);
    const progress = vi.fn();
    expect(await uploadPendingBlobs(phone.db, phone.api, { onProgress: progress })).toEqual({
      uploaded: 1,
      refused: 0,
      failed: 0,
    });
    expect(phone.calls).toEqual([
      { method: 'HEAD', path: `/api/v2/blobs/${sha256}` },
      { method: 'PUT', path: `/api/v2/blobs/${sha256}` },
    ]);
    expect(progress).toHaveBeenLastCalledWith({ sha256, loaded: bytes.length, total: bytes.length });
    expect(await serverHas(sha256)).toBe(200);
    const record = await phone.db.blobs.get(sha256);
    expect(record).toMatchObject({ state: 'uploaded', attempts: 0 });
    expect(await bytesOf(record?.data ?? new Blob())).toEqual(bytes);
    expect(await uploadCounts(phone.db)).toEqual({ pending: 0, stuck: 0, refused: 0 });
  });

  it('a file the server already has is not sent again: HEAD answers 200 and no PUT follows', async () => {
    const tablet = device();
    const phone = device();
    const bytes = uniqueJpeg();
    await storeAttachment(tablet.db, fileOf(bytes), 'x.jpg');
    await uploadPendingBlobs(tablet.db, tablet.api);
    const { sha256 } = await storeAttachment(phone.db, fileOf(bytes), 'x.jpg');
    await uploadPendingBlobs(phone.db, phone.api);
    expect(phone.calls).toEqual([{ method: 'HEAD', path: `/api/v2/blobs/${sha256}` }]);
    expect(await phone.db.blobs.get(sha256)).toMatchObject({ state: 'uploaded' });
  });

  it('another device reads a file lazily from the server and keeps it as an uploaded cache', async () => {
    const tablet = device();
    const desktop = device();
    const bytes = uniqueJpeg();
    const { sha256 } = await storeAttachment(tablet.db, fileOf(bytes), 'Lager.jpg');
    await uploadPendingBlobs(tablet.db, tablet.api);

    const [first, concurrent] = await Promise.all([
      readAttachment(desktop.db, desktop.api, sha256, 'Lager.jpg'),
      readAttachment(desktop.db, desktop.api, sha256, 'Lager.jpg'),
    ]);
    expect(await bytesOf(first)).toEqual(bytes);
    expect(await bytesOf(concurrent)).toEqual(bytes);
    expect(first.type).toBe('image/jpeg');
    expect(desktop.calls).toEqual([{ method: 'GET', path: `/api/v2/blobs/${sha256}` }]);
    expect(await desktop.db.blobs.get(sha256)).toMatchObject({
      state: 'uploaded',
      name: 'Lager.jpg',
      type: 'image/jpeg',
      size: bytes.length,
    });

    const again = await readAttachment(desktop.db, desktop.api, sha256);
    expect(await bytesOf(again)).toEqual(bytes);
    expect(desktop.calls).toHaveLength(1);
    expect(await uploadCounts(desktop.db)).toEqual({ pending: 0, stuck: 0, refused: 0 });
  });

  it('reading a file no device has uploaded yet answers BlobNotYetUploadedError and caches nothing', async () => {
    const desktop = device();
    const hash = sha(uniqueJpeg());
    const read = readAttachment(desktop.db, desktop.api, hash);
    await expect(read).rejects.toBeInstanceOf(BlobNotYetUploadedError);
    await expect(read).rejects.toMatchObject({ status: 404, sha256: hash });
    expect(await desktop.db.blobs.count()).toBe(0);
  });

  it('an SVG is refused by the server: the upload is kept as refused with the code and never retried automatically', async () => {
    const phone = device();
    const { sha256, type } = await storeAttachment(phone.db, fileOf(SVG, 'image/svg+xml'), 'logo.svg');
    expect(type).toBe('image/svg+xml');
    expect((await phone.db.blobs.get(sha256))?.data.type).toBe('application/octet-stream');
    expect(await uploadPendingBlobs(phone.db, phone.api)).toEqual({ uploaded: 0, refused: 1, failed: 0 });
    expect(await phone.db.blobs.get(sha256)).toMatchObject({
      state: 'refused',
      refusal: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(await uploadCounts(phone.db)).toEqual({ pending: 0, stuck: 0, refused: 1 });
    expect(await uploadProblems(phone.db)).toMatchObject([{ sha256, name: 'logo.svg', state: 'refused' }]);
    expect(await serverHas(sha256)).toBe(404);

    const calls = phone.calls.length;
    await uploadPendingBlobs(phone.db, phone.api);
    expect(phone.calls).toHaveLength(calls);
  });

  it('a network failure counts an attempt, keeps the file and backs off; a later round uploads it', async () => {
    const phone = device();
    const bytes = uniqueJpeg();
    const { sha256 } = await storeAttachment(phone.db, fileOf(bytes), 'offline.jpg');
    phone.network.down = true;
    const start = Date.now();
    expect(await uploadPendingBlobs(phone.db, phone.api)).toEqual({ uploaded: 0, refused: 0, failed: 1 });
    const failed = await phone.db.blobs.get(sha256);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'fetch failed' });
    expect(failed?.retryAt).toBeGreaterThanOrEqual(start + 30_000);
    expect(await bytesOf(failed?.data ?? new Blob())).toEqual(bytes);

    phone.network.down = false;
    const calls = phone.calls.length;
    await uploadPendingBlobs(phone.db, phone.api);
    expect(phone.calls).toHaveLength(calls);

    const later = (failed?.retryAt ?? 0) + 1;
    expect(await uploadPendingBlobs(phone.db, phone.api, { now: () => later })).toMatchObject({ uploaded: 1 });
    expect(await phone.db.blobs.get(sha256)).toMatchObject({ state: 'uploaded' });
    expect(await serverHas(sha256)).toBe(200);
  });

  it('a failure ends the run: during an outage only the oldest file spends an attempt', async () => {
    const phone = device();
    const first = await storeAttachment(phone.db, fileOf(uniqueJpeg()), '1.jpg');
    const second = await storeAttachment(phone.db, fileOf(uniqueJpeg()), '2.jpg');
    phone.network.status = 503;
    expect(await uploadPendingBlobs(phone.db, phone.api)).toEqual({ uploaded: 0, refused: 0, failed: 1 });
    expect(await phone.db.blobs.get(first.sha256)).toMatchObject({ attempts: 1, lastError: 'server answered 503' });
    expect(await phone.db.blobs.get(second.sha256)).toMatchObject({ attempts: 0 });
  });

  it(`after ${MAX_UPLOAD_ATTEMPTS} failed attempts an upload is stuck until the user retries; the retry succeeds`, async () => {
    const phone = device();
    const { sha256 } = await storeAttachment(phone.db, fileOf(uniqueJpeg()), 'stuck.jpg');
    phone.network.status = 502;
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_UPLOAD_ATTEMPTS; attempt++) {
      now += 2 * 60 * 60_000;
      await uploadPendingBlobs(phone.db, phone.api, { now: () => now });
    }
    expect(await phone.db.blobs.get(sha256)).toMatchObject({ state: 'stuck', attempts: MAX_UPLOAD_ATTEMPTS });
    expect(await uploadCounts(phone.db)).toEqual({ pending: 0, stuck: 1, refused: 0 });

    phone.network.status = undefined;
    const calls = phone.calls.length;
    await uploadPendingBlobs(phone.db, phone.api, { now: () => now + 2 * 60 * 60_000 });
    expect(phone.calls).toHaveLength(calls);

    expect(await retryUpload(phone.db, sha256)).toBe(true);
    expect(await phone.db.blobs.get(sha256)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await uploadPendingBlobs(phone.db, phone.api)).toMatchObject({ uploaded: 1 });
    expect(await phone.db.blobs.get(sha256)).toMatchObject({ state: 'uploaded' });
  });

  it('a 401 renews the token once and the upload goes through', async () => {
    const renewals: boolean[] = [];
    const phone = device(async (renew) => {
      renewals.push(renew);
      return renew ? annaToken : 'expired.token.value';
    });
    const { sha256 } = await storeAttachment(phone.db, fileOf(uniqueJpeg()), 'renew.jpg');
    expect(await uploadPendingBlobs(phone.db, phone.api)).toMatchObject({ uploaded: 1 });
    expect(renewals.slice(0, 2)).toEqual([false, true]);
    expect(await serverHas(sha256)).toBe(200);
  });

  it('a full device turns the quota error into StorageFullError and stores nothing', async () => {
    const phone = device();
    const add = vi.spyOn(phone.db.blobs, 'add').mockRejectedValue(new DOMException('quota', 'QuotaExceededError'));
    const stored = storeAttachment(phone.db, fileOf(uniqueJpeg()), 'full.jpg');
    await expect(stored).rejects.toBeInstanceOf(StorageFullError);
    add.mockRestore();
    expect(await phone.db.blobs.count()).toBe(0);
  });

  it('a file larger than the server accepts is refused before it is read', async () => {
    const phone = device();
    const huge = new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]);
    await expect(storeAttachment(phone.db, huge, 'video.mp4')).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await phone.db.blobs.count()).toBe(0);
  });

  it('pruning removes uploaded copies nobody needs and keeps pending files and the ones to keep', async () => {
    const phone = device();
    const kept = await storeAttachment(phone.db, fileOf(uniqueJpeg()), 'kept.jpg');
    const dropped = await storeAttachment(phone.db, fileOf(uniqueJpeg()), 'dropped.jpg');
    await uploadPendingBlobs(phone.db, phone.api);
    const pending = await storeAttachment(phone.db, fileOf(uniqueJpeg()), 'pending.jpg');
    expect(await pruneUploadedBlobs(phone.db, new Set([kept.sha256]))).toBe(1);
    expect((await phone.db.blobs.toCollection().primaryKeys()).sort()).toEqual([kept.sha256, pending.sha256].sort());
    expect(await serverHas(dropped.sha256)).toBe(200);
  });

  it('the engine uploads a document’s file in its round, and another device reads the document and its file', async () => {
    const tablet = device();
    const bytes = uniqueJpeg();
    const reference = await storeAttachment(tablet.db, fileOf(bytes), 'Prüfbericht.jpg');
    await createDocument(tablet.db, 'FILE', { name: 'Prüfbericht', file: reference }, 'attachments-file-1');
    const engine = new SyncEngine(tablet.db, tablet.syncApi, { lockName: 'attachments-test', blobApi: tablet.api });
    await engine.sync();
    expect(engine.getSnapshot()).toMatchObject({ phase: 'idle' });
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await tablet.db.blobs.get(reference.sha256)).toMatchObject({ state: 'uploaded' });

    const desktop = device();
    await new SyncEngine(desktop.db, desktop.syncApi, { lockName: 'attachments-test-2' }).sync();
    const doc = await desktop.db.view.get('attachments-file-1');
    expect(doc?.data.file).toEqual(reference);
    const read = await readAttachment(desktop.db, desktop.api, reference.sha256, reference.name);
    expect(await bytesOf(read)).toEqual(bytes);
  });
});
