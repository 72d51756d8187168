import type { ListViewTimes } from './list-view';

/** What the bench page (bench/browser/entry.ts) offers the node side as `window.bench`. */
export interface BrowserBench {
  /**
   * Opens this device's replica of `tenant` as the app does (engine, live socket), closing
   * the one open before, and waits for the engine's first finished round; answers its ms.
   */
  open(tenant: string): Promise<number>;
  /** Rows of the open replica: local view, server states under pending edits, conflicts and refused changes. */
  counts(): Promise<{ views: number; shadows: number; conflicts: number; rejected: number }>;
  /** Waits until the outbox is empty and no sync round runs. */
  settled(): Promise<void>;
  /** Milliseconds of one raw Dexie `bulkPut` of the tenant's feed, fetched beforehand, into a fresh database. */
  rawBulkPut(): Promise<number>;
  /** Patches the phone of each CONTACT through the write API, one after another; answers the ms. */
  queueEdits(ids: readonly string[]): Promise<number>;
  /** Starts watching for the next `online` event and an empty outbox after it. */
  armDrain(): void;
  /** Milliseconds from the `online` event to the outbox being empty (every edit acknowledged). */
  drained(): Promise<number>;
  /** Creates a CONTACT through the write API. */
  create(id: string, phone: string): Promise<void>;
  /** Patches a CONTACT's phone through the write API; answers the wall-clock ms before the write. */
  edit(id: string, phone: string): Promise<number>;
  /** Records when each phone value of this CONTACT first shows in the local view. */
  watch(id: string): void;
  /** The wall-clock ms the watched CONTACT's local view first showed this phone. */
  seen(phone: string): Promise<number>;
  /** Times of a list screen's sort, search index and filter over `count` contacts. */
  listView(count: number, repeats: number): ListViewTimes;
}

/** An access token and when it expires (epoch ms). */
export interface BenchToken {
  readonly token: string;
  readonly expiresAt: number;
}

declare global {
  interface Window {
    bench: BrowserBench;
    /** Exposed by the node side: Anna's access token, a fresh one when `renew`. */
    benchToken(renew: boolean): Promise<BenchToken>;
  }
}
