import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../../shared/entities/entity';
import { documents } from '../../db/schema';
import { pullAll, pushMutations, targetOf } from '../../sync/test-support/sync-http';
import { readDocument } from '../../sync/write-document';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A regulation stored before reports became documents of their own (decision 0052) holds a
 * `reports` list the registry no longer has (`retiredFields`): it still syncs, can be edited,
 * and its next version is stored without the list.
 */

const TENANT = 'tenant-paragraf';
const GEFSTOFFV = 'para-reg-gefstoffv';
const FORMER_REPORTS = [
  { id: 'old-report', publishedAt: '2025-01-15', span: { from: '2024-10-01', to: '2024-12-31' } },
];

let server: TestServer;
let lea: string;
let anna: string;

interface Pulled {
  readonly version?: number;
  readonly data?: DocumentData;
}

async function pulled(token: string, tenant: string, id: string): Promise<Pulled> {
  const { changes } = await pullAll(targetOf(server.url, token, tenant));
  return (changes.findLast((change) => change.id === id) as Pulled | undefined) ?? {};
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
    const { results } = await pushMutations(targetOf(server.url, lea, 'paragraf'), 'retired-client', [
      {
        op: 'patch',
        number: 1,
        type: 'REGULATION',
        id: GEFSTOFFV,
        baseVersion: stored.version ?? 1,
        fields: { name: { value: 'GefStoffV (Neufassung)', base: stored.data?.name } },
      },
    ]);
    expect(results[0]).toMatchObject({ status: 'applied' });
    const after = await readDocument(server.database.db, TENANT, GEFSTOFFV);
    expect(after?.data.name).toBe('GefStoffV (Neufassung)');
    expect(after?.data).not.toHaveProperty('reports');
    const delivered = await pulled(anna, 'acme', GEFSTOFFV);
    expect(delivered.data?.name).toBe('GefStoffV (Neufassung)');
    expect(delivered.data).not.toHaveProperty('reports');
  });
});
