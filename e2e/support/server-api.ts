import { callApi } from '../../server/test/api';
import { signIn } from '../../server/test/sign-in';
import {
  type FeedChange,
  type PullResponse,
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

  /** Every committed version of a document, oldest first. */
  async history(type: string, id: string): Promise<HistoryEntry[]> {
    return (await this.get<{ entries: HistoryEntry[] }>(`/api/v2/history/${type}/${id}`)).entries;
  }

  /** The document's current state in the feed, or undefined when the feed does not hold it. */
  async document(id: string): Promise<Document | undefined> {
    let cursor = 0;
    let found: Document | undefined;
    for (;;) {
      const page = await this.get<PullResponse>(`/api/v2/sync/pull?cursor=${cursor}&limit=1000`);
      if (page.reset) throw new Error('the server answered reset to a pull without scope');
      for (const change of page.changes) {
        if (change.id === id) found = 'removed' in change ? undefined : change;
      }
      cursor = page.cursor;
      if (!page.hasMore) return found;
    }
  }
}
