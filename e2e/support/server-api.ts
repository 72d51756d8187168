import { randomUUID } from 'node:crypto';
import { callApi } from '../../server/test/api';
import { signIn } from '../../server/test/sign-in';
import type { DocumentData } from '../../shared/entities/entity';
import {
  type FeedChange,
  MAX_MUTATIONS_PER_PUSH,
  type Mutation,
  type MutationResult,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from '../../shared/sync/protocol';

type Document = Extract<FeedChange, { data: unknown }>;

/** One committed version as `/api/v2/history` lists it (the fields tests look at). */
interface HistoryEntry {
  readonly version: number;
  readonly changedFields: readonly string[];
  readonly deleted: boolean;
}

/**
 * The server as a demo account sees it, asked from node beside the browsers: what was
 * committed (history) and what the feed holds now. Tests use it to prove what reached the
 * server, independent of any device's replica.
 */
export class ServerApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly tenant: string,
  ) {}

  static async signIn(baseUrl: string, email: string, tenant: string): Promise<ServerApi> {
    const tokens = await signIn(baseUrl, email);
    return new ServerApi(baseUrl, tokens.accessToken, tenant);
  }

  private async get<T>(path: string): Promise<T> {
    const response = await callApi(this.baseUrl, path, {
      token: this.token,
      tenant: this.tenant,
      headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Sends mutations as a device of its own would (a fresh sync client), at most a push's worth per request. */
  private async push(mutations: readonly Mutation[]): Promise<MutationResult[]> {
    const results: MutationResult[] = [];
    for (let start = 0; start < mutations.length; start += MAX_MUTATIONS_PER_PUSH) {
      const request: PushRequest = {
        clientId: `e2e-${randomUUID()}`,
        mutations: mutations.slice(start, start + MAX_MUTATIONS_PER_PUSH).map((mutation, index) => ({
          ...mutation,
          number: index + 1,
        })),
      };
      const response = await callApi(this.baseUrl, '/api/v2/sync/push', {
        method: 'POST',
        token: this.token,
        tenant: this.tenant,
        headers: {
          [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=e2e',
          'x-xsrf-token': 'e2e',
        },
        body: JSON.stringify(request),
      });
      results.push(...((await response.json()) as PushResponse).results);
    }
    return results;
  }

  /**
   * Deletes a document as a device of its own would; tests call it for what they created, so
   * the demo data other test files count stays as seeded.
   */
  async remove(type: string, id: string): Promise<void> {
    const current = await this.document(id);
    if (!current) return;
    await this.removeAll(type, [{ id, version: current.version }]);
  }

  /** Deletes documents whose current versions the caller knows (what it created: version 1). */
  async removeAll(type: string, documents: readonly { id: string; version: number }[]): Promise<void> {
    const results = await this.push(
      documents.map(({ id, version }) => ({ op: 'delete', number: 0, type, id, baseVersion: version })),
    );
    const failed = results.filter((result) => result.status !== 'applied');
    if (failed.length > 0) throw new Error(`deleting ${type} documents answered ${JSON.stringify(failed)}`);
  }

  /**
   * Puts the given values back into a document (a patch of each field that differs now), as a
   * device of its own would; tests call it for seeded documents they changed, even when they fail.
   * Derived fields (`transportPoints`) are restored too: devices compute them, not the server.
   */
  async restore(type: string, id: string, data: DocumentData): Promise<void> {
    const current = await this.document(id);
    if (!current) throw new Error(`restoring ${type} ${id}: the feed does not hold it`);
    const names = new Set([...Object.keys(data), ...Object.keys(current.data)]);
    const fields = Object.fromEntries(
      [...names]
        .filter((name) => JSON.stringify(current.data[name]) !== JSON.stringify(data[name]))
        .map((name) => [name, { value: data[name] ?? null, base: current.data[name] ?? null }]),
    );
    if (Object.keys(fields).length === 0) return;
    const [result] = await this.push([{ op: 'patch', number: 0, type, id, baseVersion: current.version, fields }]);
    if (result?.status !== 'applied' && result?.status !== 'merged')
      throw new Error(`restoring ${type} ${id} answered ${JSON.stringify(result)}`);
  }

  /** Creates documents of a type, a push's worth per request. */
  async createAll(type: string, documents: readonly { id: string; data: DocumentData }[]): Promise<void> {
    const results = await this.push(documents.map(({ id, data }) => ({ op: 'create', number: 0, type, id, data })));
    const failed = results.filter((result) => result.status !== 'applied');
    if (failed.length > 0) throw new Error(`creating ${type} documents answered ${JSON.stringify(failed[0])}`);
  }

  /** Every committed version of a document, oldest first. */
  async history(type: string, id: string): Promise<HistoryEntry[]> {
    return (await this.get<{ entries: HistoryEntry[] }>(`/api/v2/history/${type}/${id}`)).entries;
  }

  /** The document's current state in the feed, or undefined when the feed does not hold it. */
  async document(id: string): Promise<Document | undefined> {
    return (await this.feed()).get(id);
  }

  /** Every document of a type the feed holds now. */
  async documentsOfType(type: string): Promise<Document[]> {
    return [...(await this.feed()).values()].filter((doc) => doc.type === type);
  }

  /** The feed's current documents by id, read page by page. */
  private async feed(): Promise<Map<string, Document>> {
    const documents = new Map<string, Document>();
    let cursor = 0;
    for (;;) {
      const page = await this.get<PullResponse>(`/api/v2/sync/pull?cursor=${cursor}&limit=1000`);
      if (page.reset) throw new Error('the server answered reset to a pull without scope');
      for (const change of page.changes) {
        if ('removed' in change) documents.delete(change.id);
        else documents.set(change.id, change);
      }
      cursor = page.cursor;
      if (!page.hasMore) return documents;
    }
  }
}
