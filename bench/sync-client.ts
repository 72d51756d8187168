import { nextPageOf } from '../client/sync/sync-api';
import { callApi } from '../server/test/api';
import type { FeedChange, Mutation, PullResponse, PushResponse } from '../shared/sync/protocol';

/** One signed-in client of one tenant. */
export interface Session {
  readonly url: string;
  readonly token: string;
  /** The `Tenant` header: the tenant's trimmed name. */
  readonly tenant: string;
}

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=bench-xsrf', 'x-xsrf-token': 'bench-xsrf' };

async function okJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** Pushes one batch; a refusal of the request or of any mutation breaks the measurement. */
export async function pushBatch(session: Session, clientId: string, mutations: readonly Mutation[]): Promise<void> {
  const response = await callApi(session.url, '/api/v2/sync/push', {
    token: session.token,
    tenant: session.tenant,
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, mutations }),
  });
  const { results } = (await okJson(response, 'push')) as PushResponse;
  const refused = results.find((result) => result.status !== 'applied');
  if (refused || results.length !== mutations.length) {
    throw new Error(`push not applied: ${JSON.stringify(refused ?? { results: results.length })}`);
  }
}

export interface Page {
  readonly changes: readonly FeedChange[];
  readonly cursor: number;
  readonly hasMore: boolean;
  readonly scope: string;
}

/** A pull request under way, with where it starts and when it was sent. */
interface AskedPage {
  readonly cursor: number;
  readonly start: number;
  readonly response: Promise<Response>;
}

function askPage(session: Session, cursor: number, scope: string | undefined, limit: number): AskedPage {
  const query = new URLSearchParams({ cursor: String(cursor), limit: String(limit) });
  if (scope !== undefined) query.set('scope', scope);
  const start = performance.now();
  const response = callApi(session.url, `/api/v2/sync/pull?${query}`, {
    token: session.token,
    tenant: session.tenant,
    headers: SYNC,
  });
  response.catch(() => {});
  return { cursor, start, response };
}

async function pageOf(response: Response, cursor: number): Promise<Page> {
  const body = (await okJson(response, 'pull')) as PullResponse;
  if (body.reset) throw new Error(`pull at cursor ${cursor} answered reset`);
  return body;
}

export interface FullPull {
  readonly documents: number;
  /** Milliseconds of each page, request to parsed body. */
  readonly pageMs: readonly number[];
}

/**
 * A device's first pull as the client's engine makes it (client/sync/pull.ts): every page from
 * cursor 0 until hasMore is false, each asked for as soon as the answer before it names its start
 * in its headers (docs/sync-spec.md P3).
 */
export async function pullAll(session: Session, limit: number): Promise<FullPull> {
  const pageMs: number[] = [];
  let documents = 0;
  let asked = askPage(session, 0, undefined, limit);
  for (;;) {
    const response = await asked.response;
    const next = nextPageOf(response.headers);
    const ahead = next && askPage(session, next.cursor, next.scope, limit);
    const page = await pageOf(response, asked.cursor);
    pageMs.push(performance.now() - asked.start);
    documents += page.changes.length;
    if (!page.hasMore) return { documents, pageMs };
    if (page.cursor <= asked.cursor) throw new Error(`pull cursor did not advance from ${asked.cursor}`);
    asked = ahead?.cursor === page.cursor ? ahead : askPage(session, page.cursor, page.scope, limit);
  }
}
