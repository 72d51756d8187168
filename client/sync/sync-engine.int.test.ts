import { sqliteOf } from '../../server/db/database';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../server/test/sign-in';
import { startTestServer, type TestServer } from '../../server/test/test-server';
import { META, readMeta, writeMeta } from './meta';
import { pullAll } from './pull';
import { pushAll } from './push';
import { ReplicaDb } from './replica-db';
import { keepMine, keepTheirs } from './resolve-conflict';
import type { SyncApi } from './sync-api';
import { createSyncApi } from './sync-api';
import { exportSyncLog } from './sync-log';
import { createDocument, deleteDocument, patchDocument } from './write-api';

let server: TestServer;
const tokens = new Map<string, string>();
let dbCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ['anna@sorgfalt.example', 'tom@sorgfalt.example'])
    tokens.set(email, (await signIn(server.url, email)).accessToken);
});
afterAll(async () => {
  await server?.close();
});

/** A device: its own replica and a sync API as the browser builds it (XSRF cookie jar included). */
function device(
  email: string,
  tenant: string,
  token: (renew: boolean) => Promise<string> = async () => tokens.get(email) ?? '',
) {
  dbCount += 1;
  const db = new ReplicaDb(`sorgfalt:test:${dbCount}`);
  const api = createSyncApi({
    backendUrl: `${server.url}/api`,
    tenant,
    token,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', 'XSRF-TOKEN=device');
      if (init?.method === 'POST') headers.set('x-xsrf-token', 'device');
      return fetch(input, { ...init, headers });
    },
  });
  return {
    db,
    api,
    sync: async () => {
      await pushAll(db, api);
      await pullAll(db, api);
    },
  };
}

describe('client sync engine against the real server', () => {
  it('the first sync fills the replica and its view with what the user may read', async () => {
    const anna = device('anna@sorgfalt.example', 'acme');
    await anna.sync();
    const employee = await anna.db.view.get('acme-emp-anna');
    expect(employee).toMatchObject({ type: 'EMPLOYEE', pending: false, data: { firstName: 'Anna' } });
    expect(await readMeta(anna.db, META.cursor, 0)).toBeGreaterThan(0);
  });

  it('local writes show at once as pending and leave the outbox only with their acknowledgement', async () => {
    const anna = device('anna@sorgfalt.example', 'acme');
    const view = await createDocument(anna.db, 'CONTACT', { name: 'Werkfeuerwehr' }, 'engine-contact-1');
    expect(view).toMatchObject({ pending: true, title: 'werkfeuerwehr' });
    await patchDocument(anna.db, 'CONTACT', 'engine-contact-1', { phone: '112' });
    expect(await anna.db.outbox.count()).toBe(2);
    await anna.sync();
    expect(await anna.db.outbox.count()).toBe(0);
    expect(await anna.db.view.get('engine-contact-1')).toMatchObject({
      pending: false,
      version: 2,
      data: { name: 'Werkfeuerwehr', phone: '112' },
    });
  });

  it('the view is recomputed when pulled state moves under a pending edit, and both edits merge', async () => {
    const tablet = device('anna@sorgfalt.example', 'acme');
    const desktop = device('anna@sorgfalt.example', 'acme');
    await createDocument(tablet.db, 'CONTACT', { name: 'Alt', phone: '1' }, 'engine-contact-2');
    await tablet.sync();
    await desktop.sync();
    expect(await tablet.db.shadows.count()).toBe(0);
    await patchDocument(tablet.db, 'CONTACT', 'engine-contact-2', { phone: '2' });
    expect(await tablet.db.shadows.get('engine-contact-2')).toMatchObject({
      version: 1,
      data: { name: 'Alt', phone: '1' },
    });
    await patchDocument(desktop.db, 'CONTACT', 'engine-contact-2', { name: 'Neu' });
    await desktop.sync();
    await pullAll(tablet.db, tablet.api);
    expect(await tablet.db.shadows.get('engine-contact-2')).toMatchObject({
      version: 2,
      data: { name: 'Neu', phone: '1' },
    });
    expect(await tablet.db.view.get('engine-contact-2')).toMatchObject({
      pending: true,
      data: { name: 'Neu', phone: '2' },
    });
    await tablet.sync();
    expect(await tablet.db.shadows.get('engine-contact-2')).toBeUndefined();
    expect(await tablet.db.view.get('engine-contact-2')).toMatchObject({
      pending: false,
      data: { name: 'Neu', phone: '2' },
    });
  });

  it('a pulled deletion removes the document and its view row from the other device', async () => {
    const tablet = device('anna@sorgfalt.example', 'acme');
    const desktop = device('anna@sorgfalt.example', 'acme');
    await createDocument(tablet.db, 'CONTACT', { name: 'Weg' }, 'engine-contact-removed');
    await tablet.sync();
    await desktop.sync();
    expect(await desktop.db.view.get('engine-contact-removed')).toMatchObject({ data: { name: 'Weg' } });
    await deleteDocument(tablet.db, 'CONTACT', 'engine-contact-removed');
    await tablet.sync();
    await pullAll(desktop.db, desktop.api);
    expect(await desktop.db.shadows.get('engine-contact-removed')).toBeUndefined();
    expect(await desktop.db.view.get('engine-contact-removed')).toBeUndefined();
  });

  it('the same field changed on two devices keeps the server value and records a conflict', async () => {
    const tablet = device('anna@sorgfalt.example', 'acme');
    const desktop = device('anna@sorgfalt.example', 'acme');
    await createDocument(tablet.db, 'CONTACT', { name: 'Alt' }, 'engine-contact-3');
    await tablet.sync();
    await desktop.sync();
    await patchDocument(tablet.db, 'CONTACT', 'engine-contact-3', { name: 'Tablet' });
    await patchDocument(desktop.db, 'CONTACT', 'engine-contact-3', { name: 'Desktop' });
    await tablet.sync();
    await desktop.sync();
    expect(await desktop.db.view.get('engine-contact-3')).toMatchObject({ data: { name: 'Tablet' } });
    expect(await desktop.db.conflicts.toArray()).toMatchObject([
      {
        docId: 'engine-contact-3',
        kind: 'field',
        conflicts: [{ path: ['name'], server: 'Tablet', client: 'Desktop' }],
      },
    ]);
  });

  it('an edit begun before a sync brought the same field from elsewhere conflicts, though the replica holds it', async () => {
    const tablet = device('anna@sorgfalt.example', 'acme');
    const desktop = device('anna@sorgfalt.example', 'acme');
    await createDocument(tablet.db, 'CONTACT', { name: 'Alt' }, 'engine-contact-seen');
    await tablet.sync();
    await desktop.sync();
    const seen = await tablet.db.view.get('engine-contact-seen');
    if (!seen) throw new Error('not synced');
    await patchDocument(desktop.db, 'CONTACT', 'engine-contact-seen', { name: 'Desktop' });
    await desktop.sync();
    await tablet.sync();
    expect(await tablet.db.view.get('engine-contact-seen')).toMatchObject({ version: 2, data: { name: 'Desktop' } });
    await patchDocument(tablet.db, 'CONTACT', 'engine-contact-seen', { name: 'Tablet', phone: '5' }, seen);
    await tablet.sync();
    expect(await tablet.db.view.get('engine-contact-seen')).toMatchObject({ data: { name: 'Desktop', phone: '5' } });
    expect(await tablet.db.conflicts.toArray()).toMatchObject([
      { kind: 'field', conflicts: [{ path: ['name'], base: 'Alt', server: 'Desktop', client: 'Tablet' }] },
    ]);
  });

  it('keep mine sends the user value again on the current version; keep theirs settles with the server value', async () => {
    const tablet = device('anna@sorgfalt.example', 'acme');
    const desktop = device('anna@sorgfalt.example', 'acme');
    await createDocument(tablet.db, 'CONTACT', { name: 'Alt', phone: '1' }, 'engine-contact-resolve');
    await tablet.sync();
    await desktop.sync();
    await patchDocument(tablet.db, 'CONTACT', 'engine-contact-resolve', { name: 'Tablet', phone: '2' });
    await patchDocument(desktop.db, 'CONTACT', 'engine-contact-resolve', { name: 'Desktop', phone: '3' });
    await tablet.sync();
    await desktop.sync();
    const conflicts = await desktop.db.conflicts.toArray();
    expect(conflicts.flatMap((c) => c.conflicts.map((entry) => entry.path[0]))).toEqual(['name', 'phone']);
    const [conflict] = conflicts;
    if (!conflict) throw new Error('no conflict');
    await keepMine(desktop.db, conflict);
    await desktop.sync();
    await tablet.sync();
    expect(await tablet.db.view.get('engine-contact-resolve')).toMatchObject({ data: { name: 'Desktop', phone: '3' } });
    expect(await desktop.db.conflicts.count()).toBe(0);

    await patchDocument(tablet.db, 'CONTACT', 'engine-contact-resolve', { name: 'Tablet again' });
    await patchDocument(desktop.db, 'CONTACT', 'engine-contact-resolve', { name: 'Desktop again' });
    await tablet.sync();
    await desktop.sync();
    const [second] = await desktop.db.conflicts.toArray();
    if (!second) throw new Error('no second conflict');
    await keepTheirs(desktop.db, second);
    await desktop.sync();
    expect(await desktop.db.view.get('engine-contact-resolve')).toMatchObject({ data: { name: 'Tablet again' } });
    expect(await desktop.db.conflicts.count()).toBe(0);
    const log = JSON.parse(await (await exportSyncLog(desktop.db)).text()) as { log: { event: string }[] };
    expect(log.log.map((entry) => entry.event)).toContain('conflict');
  });

  it('a rejected change goes to the needs-attention list and the replica returns to the server state', async () => {
    const tom = device('tom@sorgfalt.example', 'nordlicht');
    await createDocument(tom.db, 'CONTACT', { name: 'Werkstatt Kiel' }, 'engine-contact-tom');
    await tom.sync();
    expect(await tom.db.view.get('engine-contact-tom')).toBeUndefined();
    expect(await tom.db.rejected.toArray()).toMatchObject([
      { docId: 'engine-contact-tom', code: 'FORBIDDEN', op: 'create' },
    ]);
    expect(await tom.db.outbox.count()).toBe(0);
  });

  it('an acknowledged change shows until the pull brings it: nothing vanishes or flashes old values', async () => {
    const anna = device('anna@sorgfalt.example', 'acme');
    await anna.sync();
    await createDocument(anna.db, 'CONTACT', { name: 'Sofort' }, 'engine-acked');
    await pushAll(anna.db, anna.api);
    expect(await anna.db.view.get('engine-acked')).toMatchObject({
      version: 1,
      pending: false,
      data: { name: 'Sofort' },
    });
    await patchDocument(anna.db, 'CONTACT', 'engine-acked', { phone: '110' });
    await pushAll(anna.db, anna.api);
    expect(await anna.db.view.get('engine-acked')).toMatchObject({
      version: 2,
      pending: false,
      data: { phone: '110' },
    });
    await deleteDocument(anna.db, 'CONTACT', 'engine-acked');
    await pushAll(anna.db, anna.api);
    expect(await anna.db.view.get('engine-acked')).toBeUndefined();
    expect(await anna.db.shadows.get('engine-acked')).toBeUndefined();
    await pullAll(anna.db, anna.api);
    expect(await anna.db.view.get('engine-acked')).toBeUndefined();
  });

  it('a merged change keeps the user value at once, and the pull adds what the other device changed', async () => {
    const tablet = device('anna@sorgfalt.example', 'acme');
    const desktop = device('anna@sorgfalt.example', 'acme');
    await createDocument(tablet.db, 'CONTACT', { name: 'Zwei Geräte' }, 'engine-merged');
    await tablet.sync();
    await desktop.sync();
    await patchDocument(desktop.db, 'CONTACT', 'engine-merged', { email: 'a@b.example' });
    await desktop.sync();
    await patchDocument(tablet.db, 'CONTACT', 'engine-merged', { phone: '0621' });
    await pushAll(tablet.db, tablet.api);
    expect(await tablet.db.view.get('engine-merged')).toMatchObject({ version: 3, data: { phone: '0621' } });
    await pullAll(tablet.db, tablet.api);
    expect(await tablet.db.view.get('engine-merged')).toMatchObject({
      version: 3,
      data: { name: 'Zwei Geräte', phone: '0621', email: 'a@b.example' },
    });
  });

  it('a push whose answer was lost is sent again and applied once; the document stays in view', async () => {
    const anna = device('anna@sorgfalt.example', 'acme');
    await anna.sync();
    await createDocument(anna.db, 'CONTACT', { name: 'Verlorene Antwort' }, 'engine-lost-answer');
    const lossy: SyncApi = {
      pull: (...args) => anna.api.pull(...args),
      push: async (request) => {
        await anna.api.push(request);
        throw new Error('connection dropped');
      },
    };
    await expect(pushAll(anna.db, lossy)).rejects.toThrow('connection dropped');
    expect(await anna.db.outbox.count()).toBe(1);
    await pushAll(anna.db, anna.api);
    expect(await anna.db.view.get('engine-lost-answer')).toMatchObject({ version: 1, pending: false });
    await pullAll(anna.db, anna.api);
    expect(await anna.db.view.get('engine-lost-answer')).toMatchObject({
      version: 1,
      data: { name: 'Verlorene Antwort' },
    });
  });

  it('a 401 renews the token once and retries; the change is applied exactly once', async () => {
    const renewals: boolean[] = [];
    const anna = device('anna@sorgfalt.example', 'acme', async (renew) => {
      renewals.push(renew);
      return renew ? (tokens.get('anna@sorgfalt.example') ?? '') : 'expired.token.value';
    });
    await createDocument(anna.db, 'CONTACT', { name: 'Einmal' }, 'engine-contact-401');
    await pushAll(anna.db, anna.api);
    expect(renewals).toEqual([false, true]);
    const versions = sqliteOf(server.database)
      .prepare("SELECT count(*) AS n FROM document_versions WHERE id = 'engine-contact-401'")
      .get() as { n: number };
    expect(versions.n).toBe(1);
  });

  it('a reset re-bootstraps and keeps the outbox', async () => {
    const anna = device('anna@sorgfalt.example', 'acme');
    await anna.sync();
    await createDocument(anna.db, 'CONTACT', { name: 'Wartet noch' }, 'engine-contact-reset');
    await writeMeta(anna.db, META.scope, '0000000000000000');
    await pullAll(anna.db, anna.api);
    expect(await anna.db.outbox.count()).toBe(1);
    expect(await anna.db.view.get('engine-contact-reset')).toMatchObject({ pending: true });
    expect(await anna.db.view.get('acme-emp-anna')).toBeDefined();
    expect(await readMeta(anna.db, META.scope, '')).not.toBe('0000000000000000');
  });

  it('a page and its cursor are applied together: a failure while applying a page changes nothing', async () => {
    const anna = device('anna@sorgfalt.example', 'acme');
    await anna.sync();
    const cursor = await readMeta(anna.db, META.cursor, 0);
    const count = await anna.db.view.count();
    const broken: SyncApi = {
      push: anna.api.push,
      pull: async () => ({
        reset: false,
        changes: [
          { id: 'good-doc', type: 'CONTACT', version: 1, seq: cursor + 1, deleted: false, data: { name: 'ok' } },
          {
            id: undefined as unknown as string,
            type: 'CONTACT',
            version: 1,
            seq: cursor + 2,
            deleted: false,
            data: {},
          },
        ],
        cursor: cursor + 2,
        hasMore: false,
        head: cursor + 2,
        scope: 'x'.repeat(16),
      }),
    };
    await expect(pullAll(anna.db, broken)).rejects.toThrow();
    expect(await readMeta(anna.db, META.cursor, 0)).toBe(cursor);
    expect(await anna.db.view.count()).toBe(count);
    expect(await anna.db.view.get('good-doc')).toBeUndefined();
  });
});
