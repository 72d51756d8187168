import Dexie, { type EntityTable, liveQuery, type Observable } from 'dexie';
import type { DocumentData } from '../../shared/entities/entity';
import type { ConflictEntry, RejectionIssue } from '../../shared/sync/protocol';

/** A document as the server last sent it (or acknowledged this device's change to it). */
export interface ServerDoc {
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly data: DocumentData;
}

/** What screens read: server state with this device's pending edits applied. */
export interface ViewDoc {
  readonly id: string;
  readonly type: string;
  /** The server version the view rests on; 0 for a document only this device knows. */
  readonly version: number;
  readonly data: DocumentData;
  /** Whether edits of this device wait to be sent. */
  readonly pending: boolean;
  /** Lower-case title for sorting and pickers (from the registry's title field). */
  readonly title: string;
  /** Every id the document references, for "where used" look-ups. */
  readonly refs: readonly string[];
}

export interface FieldChangeRecord {
  readonly value: unknown;
  readonly base: unknown;
}

/** One change of this device, waiting for the server's acknowledgement. */
export type OutboxEntry =
  | {
      readonly number: number;
      readonly op: 'create';
      readonly docId: string;
      readonly type: string;
      readonly data: DocumentData;
      readonly queuedAt: number;
    }
  | {
      readonly number: number;
      readonly op: 'patch';
      readonly docId: string;
      readonly type: string;
      readonly baseVersion: number;
      readonly fields: Readonly<Record<string, FieldChangeRecord>>;
      readonly queuedAt: number;
    }
  | {
      readonly number: number;
      readonly op: 'delete';
      readonly docId: string;
      readonly type: string;
      readonly baseVersion: number;
      readonly queuedAt: number;
    };

/** A change the server kept its own value for; the user resolves it (keep mine / keep theirs). */
export interface ConflictRecord {
  readonly key?: number;
  readonly docId: string;
  readonly type: string;
  readonly kind: 'field' | 'deleted' | 'changed' | 'exists';
  readonly conflicts: readonly ConflictEntry[];
  readonly at: number;
}

/** A change the server refused, with its reasons ("needs attention"). */
export interface RejectedRecord {
  readonly number: number;
  readonly docId: string;
  readonly type: string;
  readonly op: OutboxEntry['op'];
  readonly code: string;
  readonly issues: readonly RejectionIssue[];
  readonly entry: OutboxEntry;
  readonly at: number;
}

/** One line of the sync log a user can export for support: what was sent, what came back, why. */
export interface SyncLogEntry {
  readonly id?: number;
  readonly at: number;
  readonly event: 'push' | 'pull' | 'reset' | 'conflict' | 'rejected' | 'failure';
  readonly detail: string;
}

/** Where a file of this device stands in its upload queue (issue 4, docs/decisions/0009-blobs.md). */
export type BlobState = 'pending' | 'uploaded' | 'refused' | 'stuck';

/**
 * A file or photo on this device, keyed by the SHA-256 of its bytes. It waits in its own
 * queue, separate from the outbox; after the upload the bytes stay as a cache.
 */
export interface BlobRecord {
  readonly sha256: string;
  readonly name: string;
  /** The media type of the bytes (by magic bytes where known, else as the file said). */
  readonly type: string;
  readonly size: number;
  readonly data: Blob;
  readonly state: BlobState;
  /** Failed upload attempts (network, 5xx) since it was queued or the user retried. */
  readonly attempts: number;
  readonly queuedAt: number;
  /** No automatic upload attempt before this time (back-off after a failure). */
  readonly retryAt?: number;
  /** Why the server refused it (state `refused`): HTTP status and error code. */
  readonly refusal?: { readonly status: number; readonly code: string };
  /** The last failure, for a stuck upload's details. */
  readonly lastError?: string;
  readonly uploadedAt?: number;
}

export interface MetaRecord {
  readonly key: string;
  readonly value: unknown;
}

/** Where a replica's IndexedDB comes from (tests pass fake-indexeddb's). */
export interface ReplicaFactory {
  readonly indexedDB?: IDBFactory;
  readonly IDBKeyRange?: typeof IDBKeyRange;
}

/** Whether a commit waits until the data is on disk ('strict') or only handed to the OS. */
export type ReplicaDurability = 'strict' | 'relaxed';

export const DATABASE_PREFIX = 'sorgfalt';

/** One replica per tenant and user (issue 4, docs/decisions/0006). */
export function replicaName(tenant: string, userSubject: string): string {
  return `${DATABASE_PREFIX}:${tenant}:${userSubject}`;
}

/**
 * The device's replica in IndexedDB. Published versions are never edited: a schema change
 * is a new `this.version(n)` with an upgrade. The outbox is written with strict durability.
 *
 * `view` holds every document as screens show it. A document without pending edits is stored
 * only there, its view being its server state; one with pending edits also keeps the server
 * state under them in `shadows` (docs/decisions/0023-server-state-shadows.md).
 */
export class ReplicaDb extends Dexie {
  shadows!: EntityTable<ServerDoc, 'id'>;
  staging!: EntityTable<ServerDoc, 'id'>;
  view!: EntityTable<ViewDoc, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'number'>;
  conflicts!: EntityTable<ConflictRecord, 'key'>;
  rejected!: EntityTable<RejectedRecord, 'number'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  log!: EntityTable<SyncLogEntry, 'id'>;
  blobs!: EntityTable<BlobRecord, 'sha256'>;

  readonly #factory: ReplicaFactory;
  readonly #durability: ReplicaDurability;
  #serverWrites: ReplicaDb | undefined;

  constructor(name: string, factory: ReplicaFactory = {}, durability: ReplicaDurability = 'strict') {
    super(name, { ...factory, chromeTransactionDurability: durability });
    this.#factory = factory;
    this.#durability = durability;
    this.version(1).stores({
      documents: 'id, type',
      staging: 'id',
      view: 'id, type, [type+title], *refs, pending',
      outbox: 'number, docId',
      conflicts: '++key, docId',
      rejected: 'number, docId',
      meta: 'key',
    });
    this.version(2).stores({ log: '++id, at' });
    this.version(3).stores({ blobs: 'sha256, state, queuedAt' });
    this.version(4)
      .stores({ shadows: 'id' })
      .upgrade(async (tx) => {
        const outbox: OutboxEntry[] = await tx.table('outbox').toArray();
        const pending = new Set(outbox.map((entry) => entry.docId));
        const shadows = await tx
          .table<ServerDoc & { seq?: number }>('documents')
          .filter((doc) => pending.has(doc.id))
          .toArray();
        await tx.table('shadows').bulkPut(shadows.map(({ id, type, version, data }) => ({ id, type, version, data })));
      });
    this.version(5).stores({ documents: null });
    // The view's `type` index is covered by `[type+title]`, and `pending` never held an entry
    // (booleans are no IndexedDB keys): each written row costs one index entry less
    // (docs/decisions/0069-view-indexes.md).
    this.version(6).stores({ view: 'id, [type+title], *refs' });
  }

  /**
   * A second connection to this replica whose transactions commit with relaxed durability, for
   * the pull's pages only (docs/decisions/0063-relaxed-pull-commits.md): a page and its cursor
   * commit together, so a commit an OS crash loses is pulled again, while the outbox, the
   * user's own edits, is written through this (strict) connection. Closed with this one.
   */
  serverWrites(): ReplicaDb {
    if (this.#durability === 'relaxed') return this;
    this.#serverWrites ??= new ReplicaDb(this.name, this.#factory, 'relaxed');
    return this.#serverWrites;
  }

  override close(options?: { disableAutoOpen: boolean }): void {
    this.#serverWrites?.close(options);
    this.#serverWrites = undefined;
    super.close(options);
  }

  /**
   * Dexie's live query, answered again whenever a table it read changes: code of the first page
   * load reads the replica through this (`useReplicaQuery`), so Dexie loads with the replica.
   */
  live<T>(query: () => Promise<T>): Observable<T> {
    return liveQuery(query);
  }
}
