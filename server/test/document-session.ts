import { expect } from 'vitest';
import type { DocumentData } from '../../shared/entities/entity';
import type { Mutation, MutationResult, PullResponse, PushResponse } from '../../shared/sync/protocol';
import { SYNC_HEADERS, XSRF_HEADERS } from '../sync/test-support/sync-http';
import { answer, callApi } from './api';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

/** A document as the feed holds it: its version and data. */
export interface StoredDocument {
  readonly version: number;
  readonly data: DocumentData;
}

/**
 * A real demo server and one signed-in user of one tenant, pushing as a device would and reading
 * back what the server stored: the setup of the domain modules' integration tests (revisions,
 * approvals, derived values).
 */
export interface DocumentSession {
  readonly server: TestServer;
  readonly token: string;
  /** Pushes one mutation from a fresh device and answers its result; the push itself must answer 200. */
  push(mutation: Mutation): Promise<MutationResult | undefined>;
  /** The document as the pull feed holds it now; throws when the feed has none. */
  stored(id: string): Promise<StoredDocument>;
  close(): Promise<void>;
}

/** A device's patch of `fields` on the version it saw, each field based on the value it saw. */
export function patchOf(type: string, id: string, seen: StoredDocument, fields: DocumentData): Mutation {
  return {
    op: 'patch',
    number: 1,
    type,
    id,
    baseVersion: seen.version,
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, { value, base: seen.data[name] ?? null }]),
    ),
  };
}

/** Starts a demo server (SQLite, or PostgreSQL in the server-postgres project) and signs `email` in to `tenant`. */
export async function startDocumentSession(email: string, tenant: string): Promise<DocumentSession> {
  const server = await startTestServer();
  const token = (await signIn(server.url, email)).accessToken;
  let clients = 0;
  return {
    server,
    token,
    async push(mutation) {
      const response = await callApi(server.url, '/api/v2/sync/push', {
        token,
        tenant,
        method: 'POST',
        headers: { ...SYNC_HEADERS, ...XSRF_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: `session-${++clients}`, mutations: [mutation] }),
      });
      const { status, body } = await answer(response);
      expect(status).toBe(200);
      return (body as PushResponse).results[0];
    },
    async stored(id) {
      let found: StoredDocument | undefined;
      for (let cursor = 0, more = true; more; ) {
        const response = await callApi(server.url, `/api/v2/sync/pull?cursor=${cursor}&limit=1000`, {
          token,
          tenant,
          headers: SYNC_HEADERS,
        });
        const body = (await answer(response)).body as PullResponse;
        if (body.reset) throw new Error('unexpected reset');
        for (const change of body.changes) if (change.id === id) found = 'data' in change ? change : undefined;
        ({ cursor, hasMore: more } = body);
      }
      if (!found) throw new Error(`${id} not in the feed`);
      return found;
    },
    close: () => server.close(),
  };
}
