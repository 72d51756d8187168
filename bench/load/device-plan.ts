import type { Mutation, MutationResult } from '../../shared/sync/protocol';

/** A seeded generator of numbers in [0, 1), so a run's choices repeat (the fuzz tests' `mulberry32`). */
export type Random = () => number;

/** A whole number from `min` to `max`, both included. */
export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** The share of a batch's mutations that create a new contact once the device has some. */
export const CREATE_SHARE = 0.3;

interface OwnContact {
  readonly id: string;
  /** The version the server answered last; undefined while the create is not acknowledged. */
  version: number | undefined;
  phone: string;
}

const contactData = (clientId: string, index: number) => ({
  name: `Entsorgung Meyer ${clientId} ${index}`,
  phone: `040 ${100_000 + index}`,
  email: `kontakt${index}@entsorgung.example`,
  address: { street: 'Hafenstraße', houseNumber: String(1 + (index % 200)), zipCode: '20457', city: 'Hamburg' },
});

/**
 * What one simulated device changes: small batches of CONTACT creates and phone patches of
 * its own contacts, numbered 1, 2, 3 … without gaps (docs/sync-spec.md P6, P7). A batch
 * stays pending until the server answers it, and is sent again unchanged after a failure,
 * as the client's outbox does; patches name the version the server last answered for the
 * contact and the phone the device shows (P6 `base`), so every mutation applies (M1).
 */
export class DevicePlan {
  private nextNumber = 1;
  private created = 0;
  private readonly contacts: OwnContact[] = [];
  private pendingBatch: readonly Mutation[] | undefined;

  constructor(
    readonly clientId: string,
    private readonly random: Random,
    private readonly maxBatch: number,
  ) {}

  /** The batch to push: the pending one again, or a new one of 1 to maxBatch mutations. */
  batch(): readonly Mutation[] {
    if (this.pendingBatch) return this.pendingBatch;
    const size = between(this.random, 1, this.maxBatch);
    const patchable = this.contacts.filter((contact) => contact.version !== undefined);
    const mutations: Mutation[] = [];
    for (let slot = 0; slot < size; slot++) {
      const create = patchable.length === 0 || this.random() < CREATE_SHARE;
      const number = this.nextNumber++;
      if (create) {
        this.created += 1;
        const id = `${this.clientId}-c${this.created}`;
        const data = contactData(this.clientId, this.created);
        this.contacts.push({ id, version: undefined, phone: data.phone });
        mutations.push({ op: 'create', number, type: 'CONTACT', id, data });
        continue;
      }
      // One patch per contact and batch: a second one would name a version the first replaced.
      const [contact] = patchable.splice(between(this.random, 0, patchable.length - 1), 1);
      if (!contact || contact.version === undefined) throw new Error('no contact to patch');
      const phone = `040 ${between(this.random, 200_000, 999_999)}`;
      mutations.push({
        op: 'patch',
        number,
        type: 'CONTACT',
        id: contact.id,
        baseVersion: contact.version,
        fields: { phone: { value: phone, base: contact.phone } },
      });
    }
    this.pendingBatch = mutations;
    return mutations;
  }

  /**
   * Takes the server's answer to the pending batch: applied and merged mutations move their
   * contact to the answered version (and value); the batch is done either way (P8). Answers
   * the mutations that were not applied or merged.
   */
  acknowledge(results: readonly MutationResult[]): readonly MutationResult[] {
    const batch = this.pendingBatch;
    if (!batch) throw new Error('no batch is pending');
    this.pendingBatch = undefined;
    const refused: MutationResult[] = [];
    for (const mutation of batch) {
      const result = results.find((entry) => entry.number === mutation.number);
      if (!result || (result.status !== 'applied' && result.status !== 'merged')) {
        refused.push(result ?? { number: mutation.number, status: 'gap' });
        continue;
      }
      const contact = this.contacts.find((entry) => entry.id === mutation.id);
      if (!contact) continue;
      contact.version = result.version;
      if (mutation.op === 'patch') contact.phone = String(mutation.fields.phone?.value);
    }
    // A create that was not applied leaves no contact to patch.
    for (let index = this.contacts.length - 1; index >= 0; index--) {
      if (this.contacts[index]?.version === undefined) this.contacts.splice(index, 1);
    }
    return refused;
  }

  /** Whether a batch waits for its answer; after a failed push, batch() answers it again. */
  get pending(): boolean {
    return this.pendingBatch !== undefined;
  }

  get contactCount(): number {
    return this.contacts.length;
  }
}
