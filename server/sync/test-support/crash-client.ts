import type { Mutation, MutationResult } from '../../../shared/sync/protocol';
import type { Random } from './random';
import { pushMutations, SyncHttpError, type SyncTarget } from './sync-http';

/** An acknowledged mutation: the device received this answer for it. */
export interface Acknowledged {
  readonly mutation: Mutation;
  readonly result: MutationResult;
}

/** A contact every crash client edits, each its own field, so every patch merges and writes. */
export interface SharedContact {
  readonly id: string;
  readonly field: 'phone' | 'email';
  readonly initial: string | null;
}

/** Network errors and 5xx mean "retry with backoff" (P9); anything else is a failure. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof SyncHttpError) return error.status >= 500;
  return error instanceof TypeError;
}

/** A refused connection: the server was down before the push, so the kill did not cut it off. */
function wasRefused(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === 'ECONNREFUSED';
}

/**
 * A device for the crash test: it edits only its own contacts and its own field of a shared
 * contact, always to a new value, so each mutation must commit exactly one version. Unanswered
 * pushes are retried with the same numbers, as a real device does after a lost connection.
 */
export class CrashClient {
  readonly outbox: Mutation[] = [];
  readonly acknowledged = new Map<number, Acknowledged>();
  /** Pushes that found the server down. */
  refused = 0;
  /** Pushes the kill cut off after they reached the server: the answer is lost, maybe not the commit. */
  cutOff = 0;
  private nextNumber = 1;
  private documents = 0;
  /** The device's view of its contacts: the field it last set, and whether it deleted it. */
  private readonly values = new Map<string, { value: string | null; deleted: boolean }>();
  private readonly versions = new Map<string, number>();

  constructor(
    readonly clientId: string,
    private readonly shared: SharedContact,
  ) {
    this.values.set(shared.id, { value: shared.initial, deleted: false });
  }

  get lastNumber(): number {
    return this.nextNumber - 1;
  }

  private fieldOf(id: string): 'phone' | 'email' {
    return id === this.shared.id ? this.shared.field : 'phone';
  }

  private newValue(field: 'phone' | 'email', number: number): string {
    return field === 'email' ? `${this.clientId}-${number}@example.com` : `${this.clientId} ${number}`;
  }

  /** Adds `count` random mutations to the outbox: creates, patches and (idle) deletes. */
  generate(rng: Random, count: number): void {
    for (let i = 0; i < count; i++) {
      const number = this.nextNumber;
      const live = [...this.values].filter(([, state]) => !state.deleted).map(([id]) => id);
      const own = live.filter((id) => id !== this.shared.id);
      const roll = rng.next();
      if (own.length === 0 || roll < 0.25) {
        const id = `${this.clientId}-d${this.documents++}`;
        const phone = this.newValue('phone', number);
        this.outbox.push({ op: 'create', number, type: 'CONTACT', id, data: { name: `Crash ${id}`, phone } });
        this.values.set(id, { value: phone, deleted: false });
      } else {
        const idle = own.filter((id) => !this.outbox.some((mutation) => mutation.id === id));
        const doomed = roll > 0.9 ? idle[0] : undefined;
        const known = doomed === undefined ? undefined : this.versions.get(doomed);
        if (doomed !== undefined && known !== undefined) {
          // Only a contact with nothing pending, on the version the device knows: M6 must not refuse it.
          this.outbox.push({ op: 'delete', number, type: 'CONTACT', id: doomed, baseVersion: known });
          this.values.set(doomed, { value: null, deleted: true });
        } else {
          const id = rng.chance(0.4) ? this.shared.id : rng.pick(own);
          const field = this.fieldOf(id);
          const value = this.newValue(field, number);
          const base = this.values.get(id)?.value ?? null;
          const baseVersion = this.versions.get(id) ?? 1;
          this.outbox.push({
            op: 'patch',
            number,
            type: 'CONTACT',
            id,
            baseVersion,
            fields: { [field]: { value, base } },
          });
          this.values.set(id, { value, deleted: false });
        }
      }
      this.nextNumber++;
    }
  }

  /** What the device last did to a contact: the field it edits, the value it set last, deleted or not. */
  expectation(id: string): { field: 'phone' | 'email'; value: string | null; deleted: boolean } {
    const state = this.values.get(id);
    return { field: this.fieldOf(id), value: state?.value ?? null, deleted: state?.deleted ?? false };
  }

  /** Pushes a prefix of the outbox once; false when the server did not answer (crashed). */
  async pushOnce(target: SyncTarget, rng: Random): Promise<boolean> {
    const batch = this.outbox.slice(0, rng.int(1, Math.min(this.outbox.length, 20)));
    if (batch.length === 0) return true;
    let results: readonly MutationResult[];
    try {
      results = (await pushMutations(target, this.clientId, batch)).results;
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (wasRefused(error)) this.refused++;
      else this.cutOff++;
      return false;
    }
    if (results.length !== batch.length) throw new Error(`${batch.length} mutations, ${results.length} results`);
    results.forEach((result, index) => {
      const mutation = batch[index];
      if (!mutation || mutation.number !== result.number) throw new Error(`result ${index} is not for the batch`);
      if (result.status !== 'applied' && result.status !== 'merged') {
        throw new Error(`${this.clientId}#${result.number} answered ${JSON.stringify(result)}`);
      }
      this.acknowledged.set(result.number, { mutation, result });
      if (mutation.id !== this.shared.id) this.versions.set(mutation.id, result.version);
      this.outbox.shift();
    });
    return true;
  }
}
