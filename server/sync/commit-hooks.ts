import type { DocumentData } from '../../shared/entities/entity';
import type { NotificationAction } from '../../shared/notifications/subscriptions';
import type { RejectionIssue } from '../../shared/sync/protocol';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import type { SystemWriter } from './system-write';
import type { DocumentRow } from './write-document';

/** One committed document version and what it was to the document. */
export interface CommittedChange {
  readonly row: DocumentRow;
  readonly action: NotificationAction;
  /** The data the version follows; undefined for a new (or revived) document and a deletion. */
  readonly previous?: DocumentData | undefined;
}

/** The commit a hook runs in: its transaction, tenant and committing user (null: the system). */
export interface HookContext {
  readonly tx: Db;
  readonly tenant: Tenant;
  readonly userId: string | null;
}

/** A version before its values are settled: the merged data, the stored data it follows and the commit time. */
export interface SettleInput {
  readonly id: string;
  readonly data: DocumentData;
  /** The stored data the version follows; undefined for a new (or revived) document. */
  readonly previous: DocumentData | undefined;
  /** The commit time (epoch milliseconds), also the version's `committedAt`. */
  readonly at: number;
}

/** What a settle hook answers: the data to commit, or the issues that refuse the version. */
export type Settled = { readonly data: DocumentData } | { readonly issues: readonly RejectionIssue[] };

/**
 * What a domain module does when documents of one type are committed, by a device or by the
 * system (docs/ARCHITECTURE.md "Domain modules"). The sync core knows no document type; it
 * runs the hooks registered for the committed type.
 */
export interface DocumentHooks {
  /**
   * Values only the server decides from the stored version, the committer and the commit time
   * (who took an approval step and when, and whether the step may follow the stored state):
   * after the merge, before derivation and validation.
   */
  readonly settle?: (ctx: HookContext, input: SettleInput) => Promise<Settled>;
  /** Checks that need the store, after the schema passed and before the write (an e-mail taken elsewhere). */
  readonly check?: (ctx: HookContext, id: string, data: DocumentData) => Promise<readonly RejectionIssue[]>;
  /**
   * Effects of a committed version inside its transaction; answers the row as it stands after
   * them (a hook may commit a further version as the system, e.g. an account created).
   */
  readonly afterCommit?: (
    ctx: HookContext,
    row: DocumentRow,
    system: (reason: string) => SystemWriter,
  ) => Promise<DocumentRow>;
  /**
   * Effects of a committed deletion inside its transaction (the activities rated with a deleted
   * substance re-rated, docs/sync-spec.md D5); `row` is the tombstone.
   */
  readonly afterDelete?: (
    ctx: HookContext,
    row: DocumentRow,
    system: (reason: string) => SystemWriter,
  ) => Promise<void>;
}

/** Sees every version one transaction commits and acts once before it ends (notifications, R1). */
export interface CommitObserver {
  /** Keeps a committed change in memory; no database work, commit code calls it synchronously. */
  record(change: CommittedChange): void;
  /** Acts on what was recorded, inside the transaction; answers the last seq it took (0: none). */
  flush(): Promise<number>;
}

/**
 * Values a domain module derives from other documents (docs/sync-spec.md D5), brought up to the
 * module's current rule by the recomputation job once per tenant, like an entity's `derive` (D3).
 */
export interface Recomputation {
  /** Where the tenant's rule version is recorded (`derived_versions.type`): `ACTIVITY.emkg`. */
  readonly key: string;
  readonly version: number;
  /** Computes the values of one tenant anew as the system; answers how many documents changed. */
  readonly run: (tx: Db, tenantId: string, writer: SystemWriter) => Promise<number>;
}

/** Everything the registered domain modules do on commits. */
export interface CommitHooks {
  /** The hooks of a document type, in registration order. */
  readonly forType: (type: string) => readonly DocumentHooks[];
  /** The domain modules' recomputations of values derived from other documents. */
  readonly recomputations: readonly Recomputation[];
  /** One observer per transaction, for a tenant and the committing user (null: the system). */
  readonly observe: (tx: Db, tenant: Tenant, userId: string | null) => CommitObserver;
}

/** A domain module's part in commits: hooks per document type and observers of every commit. */
export interface DomainCommitHooks {
  readonly documents?: Readonly<Record<string, DocumentHooks>>;
  readonly recomputations?: readonly Recomputation[];
  readonly observer?: (tx: Db, tenant: Tenant, userId: string | null) => CommitObserver;
}

/** The hooks of several domain modules as one, each type's hooks and the observers in the modules' order. */
export function combineHooks(modules: readonly DomainCommitHooks[]): CommitHooks {
  const byType = new Map<string, DocumentHooks[]>();
  for (const module of modules) {
    for (const [type, hooks] of Object.entries(module.documents ?? {})) {
      byType.set(type, [...(byType.get(type) ?? []), hooks]);
    }
  }
  const observers = modules.flatMap((module) => (module.observer ? [module.observer] : []));
  return {
    forType: (type) => byType.get(type) ?? [],
    recomputations: modules.flatMap((module) => module.recomputations ?? []),
    observe: (tx, tenant, userId) => {
      const each = observers.map((make) => make(tx, tenant, userId));
      return {
        record: (change) => {
          for (const observer of each) observer.record(change);
        },
        flush: async () => {
          let last = 0;
          for (const observer of each) last = Math.max(last, await observer.flush());
          return last;
        },
      };
    },
  };
}

/** No domain module: commits without effects (tests of the bare sync core). */
export const NO_HOOKS: CommitHooks = combineHooks([]);
