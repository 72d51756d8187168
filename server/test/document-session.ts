import type { DocumentData } from '../../shared/entities/entity';
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import { pullAll, pushMutations, targetOf } from '../sync/test-support/sync-http';
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
  /** Pushes one mutation from a fresh device and answers its result; throws unless the push answers 200. */
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
  const target = targetOf(server.url, token, tenant);
  let clients = 0;
  return {
    server,
    token,
    async push(mutation) {
      return (await pushMutations(target, `session-${++clients}`, [mutation])).results[0];
    },
    async stored(id) {
      const found = (await pullAll(target)).changes.findLast((change) => change.id === id);
      if (!found || !('data' in found)) throw new Error(`${id} not in the feed`);
      return found;
    },
    close: () => server.close(),
  };
}
