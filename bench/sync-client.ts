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
}

export async function pullPage(session: Session, cursor: number, limit: number): Promise<Page> {
  const response = await callApi(session.url, `/api/v2/sync/pull?cursor=${cursor}&limit=${limit}`, {
    token: session.token,
    tenant: session.tenant,
    headers: SYNC,
  });
  const body = (await okJson(response, 'pull')) as PullResponse;
  if (body.reset) throw new Error(`pull at cursor ${cursor} answered reset`);
  return body;
}

export interface FullPull {
  readonly documents: number;
  /** Milliseconds of each page, request to parsed body. */
  readonly pageMs: readonly number[];
}

/** A device's first pull: every page from cursor 0 until hasMore is false. */
export async function pullAll(session: Session, limit: number): Promise<FullPull> {
  const pageMs: number[] = [];
  let documents = 0;
  let cursor = 0;
  for (;;) {
    const start = performance.now();
    const page = await pullPage(session, cursor, limit);
    pageMs.push(performance.now() - start);
    documents += page.changes.length;
    if (!page.hasMore) return { documents, pageMs };
    if (page.cursor <= cursor) throw new Error(`pull cursor did not advance from ${cursor}`);
    cursor = page.cursor;
  }
}
