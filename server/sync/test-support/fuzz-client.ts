import type { DocumentData } from '../../../shared/entities/entity';
import { applyPatch, type FieldChange } from '../../../shared/sync/merge';
import type { FeedChange, Mutation, MutationResult } from '../../../shared/sync/protocol';

/** A document as the device last pulled it: the server's state. */
export interface ReplicaDocument {
  readonly type: string;
  readonly version: number;
  readonly data: DocumentData;
}

/** A document of the local view: the replica plus the device's own pending edits. */
export interface ViewDocument {
  readonly type: string;
  readonly data: DocumentData;
  /** The version a new patch or delete names: the pulled version, 1 for a pending create. */
  readonly baseVersion: number;
}

/** What became of the device's mutations, as the device saw it. */
export interface ClientOutcomes {
  readonly conflicts: MutationResult[];
  readonly rejections: MutationResult[];
}

/**
 * One simulated device of the sync fuzz: a replica of the server state, an outbox with
 * increasing numbers, and a local view the user edits (docs/sync-spec.md P6).
 */
export class FuzzClient {
  readonly replica = new Map<string, ReplicaDocument>();
  readonly outbox: Mutation[] = [];
  readonly outcomes: ClientOutcomes = { conflicts: [], rejections: [] };
  /** Batches already sent once, for re-sending them as a confused device would. */
  readonly sentBatches: Mutation[][] = [];
  offlineRounds = 0;
  private nextNumber = 1;

  constructor(
    readonly clientId: string,
    public cursor: number,
  ) {}

  /** The highest number the device has handed out. */
  get lastNumber(): number {
    return this.nextNumber - 1;
  }

  /** The replica with the outbox applied in order: what the user sees and edits. */
  view(): Map<string, ViewDocument> {
    const view = new Map<string, ViewDocument>();
    for (const [id, doc] of this.replica) view.set(id, { type: doc.type, data: doc.data, baseVersion: doc.version });
    for (const mutation of this.outbox) {
      const current = view.get(mutation.id);
      if (mutation.op === 'create') {
        view.set(mutation.id, {
          type: mutation.type,
          data: mutation.data,
          baseVersion: this.replica.get(mutation.id)?.version ?? 1,
        });
      } else if (mutation.op === 'delete') view.delete(mutation.id);
      else if (current) view.set(mutation.id, { ...current, data: applyPatch(current.data, mutation.fields) });
    }
    return view;
  }

  create(type: string, id: string, data: Record<string, unknown>): void {
    this.outbox.push({ op: 'create', number: this.nextNumber++, type, id, data });
  }

  patch(type: string, id: string, baseVersion: number, fields: Record<string, FieldChange>): void {
    this.outbox.push({ op: 'patch', number: this.nextNumber++, type, id, baseVersion, fields });
  }

  delete(type: string, id: string, baseVersion: number): void {
    this.outbox.push({ op: 'delete', number: this.nextNumber++, type, id, baseVersion });
  }

  /**
   * Takes the push results: applied and merged leave the outbox; a conflict leaves it too
   * (the fuzz accepts "server wins", M3); a rejection leaves it and is recorded (P8).
   */
  acknowledge(results: readonly MutationResult[]): void {
    for (const result of results) {
      const index = this.outbox.findIndex((mutation) => mutation.number === result.number);
      if (index < 0 || result.status === 'gap') continue;
      this.outbox.splice(index, 1);
      if (result.status === 'conflict') this.outcomes.conflicts.push(result);
      if (result.status === 'rejected') this.outcomes.rejections.push(result);
    }
  }

  /** Applies one page of the feed (P3, P4, A6) and moves the cursor. */
  applyChanges(changes: readonly FeedChange[], cursor: number): void {
    for (const change of changes) {
      if ('removed' in change) this.replica.delete(change.id);
      else this.replica.set(change.id, { type: change.type, version: change.version, data: change.data });
    }
    this.cursor = cursor;
  }
}
