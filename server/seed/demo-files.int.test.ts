import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../shared/entities/entity';
import type { PullResponse } from '../../shared/sync/protocol';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEMO_FILES } from './demo-data';

/**
 * The demo's commission assignments hold their signed written commissions (issue 24): the demo mode
 * stores the files as acme's blobs, so they open from the assignment; no other tenant reads them.
 */

let server: TestServer;
let anna: string;
let tom: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
});

afterAll(async () => {
  await server?.close();
});

async function commissions(): Promise<DocumentData[]> {
  const found: DocumentData[] = [];
  for (let cursor = 0; ; ) {
    const { body } = await answer(
      await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=1000`, {
        token: anna,
        tenant: 'acme',
        headers: { 'sorgfalt-sync': '1' },
      }),
    );
    const feed = body as PullResponse;
    if (feed.reset) throw new Error('unexpected reset');
    for (const change of feed.changes)
      if ('type' in change && change.type === 'COMMISSION') found.push(change.data as DocumentData);
    if (!feed.hasMore) return found;
    cursor = feed.cursor;
  }
}

describe('the demo’s signed written commissions', () => {
  it('every commission assignment of acme holds a signed written commission that is stored as acme’s blob', async () => {
    const assignments = (await commissions()).flatMap((data) => (data.assignments ?? []) as DocumentData[]);
    expect(assignments.length).toBeGreaterThanOrEqual(3);
    const referenced = assignments.flatMap((assignment) => (assignment.files ?? []) as { sha256: string }[]);
    expect(referenced.length).toBe(assignments.length);
    expect(referenced.map((file) => file.sha256).sort()).toEqual(DEMO_FILES.map((file) => file.ref.sha256).sort());
    for (const file of DEMO_FILES) {
      const response = await callApi(server.url, `/api/v2/blobs/${file.ref.sha256}`, { token: anna, tenant: 'acme' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes).equals(file.bytes)).toBe(true);
      // The content stream is not compressed: its text operators read as Latin-1.
      const text = Buffer.from(bytes).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text).toContain('(Schriftliche Beauftragung: ');
      expect(text).toContain('(Unterschrift Unternehmer');
    }
  });

  it('another tenant does not read them', async () => {
    for (const file of DEMO_FILES) {
      const response = await callApi(server.url, `/api/v2/blobs/${file.ref.sha256}`, {
        token: tom,
        tenant: 'nordlicht',
      });
      expect(response.status).toBe(404);
    }
  });
});
