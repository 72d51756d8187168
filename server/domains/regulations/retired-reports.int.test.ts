import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../../shared/entities/entity';
import type { PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { documents } from '../../db/schema';
import { readDocument } from '../../sync/write-document';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A regulation stored before reports became documents of their own (decision 0052) holds a
 * `reports` list the registry no longer has (`retiredFields`): it still syncs, can be edited,
 * and its next version is stored without the list.
 */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=retired-xsrf', 'x-xsrf-token': 'retired-xsrf' };
const TENANT = 'tenant-paragraf';
const GEFSTOFFV = 'para-reg-gefstoffv';
const FORMER_REPORTS = [
  { id: 'old-report', publishedAt: '2025-01-15', span: { from: '2024-10-01', to: '2024-12-31' } },
];

let server: TestServer;
let lea: string;
let anna: string;

async function pulled(token: string, tenant: string, id: string): Promise<{ version?: number; data?: DocumentData }> {
  let found: { version?: number; data?: DocumentData } = {};
  let cursor = 0;
  for (;;) {
    const response = await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=1000`, {
      token,
      tenant,
      headers: SYNC,
    });
    const { status, body } = await answer(response);
    expect(status).toBe(200);
    const feed = body as PullResponse;
    if (feed.reset) throw new Error('unexpected reset');
    for (const change of feed.changes as readonly { id: string; version?: number; data?: DocumentData }[]) {
      if (change.id === id) found = change;
    }
    cursor = feed.cursor;
    if (!feed.hasMore) return found;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  lea = (await signIn(server.url, 'lea@sorgfalt.example')).accessToken;
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  const row = await readDocument(server.database.db, TENANT, GEFSTOFFV);
  if (!row) throw new Error('demo regulation missing');
  await server.database.db
    .update(documents)
    .set({ data: { ...row.data, reports: FORMER_REPORTS } })
    .where(and(eq(documents.tenantId, TENANT), eq(documents.id, GEFSTOFFV)))
    .run();
});

afterAll(async () => {
  await server?.close();
});

describe('a regulation stored with the former reports list', () => {
  it('still syncs to the manager, and an edit is applied, stored without the list and delivered', async () => {
    const stored = await pulled(lea, 'paragraf', GEFSTOFFV);
    expect(stored.data?.reports).toEqual(FORMER_REPORTS);
    const response = await callApi(server.url, '/api/v2/sync/push', {
      token: lea,
      tenant: 'paragraf',
      method: 'POST',
      headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: 'retired-client',
        mutations: [
          {
            op: 'patch',
            number: 1,
            type: 'REGULATION',
            id: GEFSTOFFV,
            baseVersion: stored.version ?? 1,
            fields: { name: { value: 'GefStoffV (Neufassung)', base: stored.data?.name } },
          },
        ],
      }),
    });
    const { status, body } = await answer(response);
    expect(status).toBe(200);
    expect((body as PushResponse).results[0]).toMatchObject({ status: 'applied' });
    const after = await readDocument(server.database.db, TENANT, GEFSTOFFV);
    expect(after?.data.name).toBe('GefStoffV (Neufassung)');
    expect(after?.data).not.toHaveProperty('reports');
    const delivered = await pulled(anna, 'acme', GEFSTOFFV);
    expect(delivered.data?.name).toBe('GefStoffV (Neufassung)');
    expect(delivered.data).not.toHaveProperty('reports');
  });
});
