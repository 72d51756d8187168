import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedChange, Mutation } from '../../shared/sync/protocol';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { pullPage, pushMutations, type SyncTarget } from './test-support/sync-http';
import { readDocument } from './write-document';

let server: TestServer;
let token: string;
let target: SyncTarget;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  target = { url: server.url, tenant: 'acme', token: async () => token };
});
afterAll(async () => {
  await server?.close();
});

const create = (number: number, id: string): Mutation => ({
  op: 'create',
  number,
  type: 'CONTACT',
  id,
  data: { name: 'Entsorgung Meyer', phone: '040 1' },
});
const patchPhone = (number: number, id: string): Mutation => ({
  op: 'patch',
  number,
  type: 'CONTACT',
  id,
  baseVersion: 1,
  fields: { phone: { value: '040 2', base: '040 1' } },
});
const remove = (number: number, id: string, baseVersion: number): Mutation => ({
  op: 'delete',
  number,
  type: 'CONTACT',
  id,
  baseVersion,
});

/** Every change of the feed after a cursor, all pages. */
async function changesAfter(cursor: number): Promise<FeedChange[]> {
  const changes: FeedChange[] = [];
  for (let from = cursor; ; ) {
    const page = await pullPage(target, from, 1000);
    if (page.reset) throw new Error('unexpected reset');
    changes.push(...page.changes);
    if (!page.hasMore) return changes;
    from = page.cursor;
  }
}

async function head(): Promise<number> {
  const page = await pullPage(target, 0, 1);
  if (page.reset) throw new Error('unexpected reset');
  return page.head;
}

describe('tombstones (docs/sync-spec.md P4)', () => {
  it('P4: a deleted document stays in the store with deleted = true and its last data, and history lists the deletion', async () => {
    await pushMutations(target, 'tombstone-store', [
      create(1, 'tomb-kept'),
      patchPhone(2, 'tomb-kept'),
      remove(3, 'tomb-kept', 2),
    ]);
    const stored = await readDocument(server.database.db, 'tenant-acme', 'tomb-kept');
    expect(stored).toMatchObject({
      type: 'CONTACT',
      version: 3,
      deleted: true,
      data: { name: 'Entsorgung Meyer', phone: '040 2' },
    });
    const history = await answer(
      await callApi(server.url, '/api/v2/history/CONTACT/tomb-kept', { token, tenant: 'acme' }),
    );
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({
      entries: [
        { version: 1, deleted: false },
        { version: 2, deleted: false },
        { version: 3, deleted: true, changedFields: [] },
      ],
    });
  });

  it('P4: the deletion reaches every device that may hold the document as a removal, whatever its cursor', async () => {
    const client = 'tombstone-feed';
    await pushMutations(target, client, [create(1, 'tomb-feed')]);
    const afterCreate = await head();
    await pushMutations(target, client, [patchPhone(2, 'tomb-feed')]);
    const afterPatch = await head();
    await pushMutations(target, client, [remove(3, 'tomb-feed', 2)]);
    for (const cursor of [afterCreate - 1, afterCreate, afterPatch]) {
      const mine = (await changesAfter(cursor)).filter((change) => change.id === 'tomb-feed');
      expect(mine, `pull after ${cursor}`).toEqual([{ id: 'tomb-feed', seq: expect.any(Number), removed: true }]);
    }
  });

  it('P4: a first pull leaves tombstones out, since the device holds nothing to remove', async () => {
    await pushMutations(target, 'tombstone-bootstrap', [create(1, 'tomb-new'), remove(2, 'tomb-new', 1)]);
    const ids = (await changesAfter(0)).map((change) => change.id);
    expect(ids).not.toContain('tomb-new');
    expect(ids).not.toContain('tomb-kept');
  });

  it('P4: the tombstone keeps its id: deleting again writes no new version and a create of the id conflicts', async () => {
    await pushMutations(target, 'tombstone-id', [create(1, 'tomb-id'), remove(2, 'tomb-id', 1)]);
    const push = await pushMutations(target, 'tombstone-id-2', [remove(1, 'tomb-id', 1), create(2, 'tomb-id')]);
    expect(push.results).toEqual([
      { number: 1, status: 'applied', version: 2, seq: expect.any(Number) },
      expect.objectContaining({ number: 2, status: 'conflict', kind: 'exists', version: 2 }),
    ]);
    expect(await readDocument(server.database.db, 'tenant-acme', 'tomb-id')).toMatchObject({
      version: 2,
      deleted: true,
    });
  });
});
