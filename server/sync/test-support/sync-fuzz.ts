import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_MUTATIONS_PER_PUSH, type Mutation } from '../../../shared/sync/protocol';
import type { Db } from '../../db/database';
import { tenants } from '../../db/schema';
import {
  checkAnswersKeepIntent,
  checkDerivedValues,
  checkReplicasEqualServer,
  checkStoredResults,
  checkVersionsWrittenOnce,
} from './fuzz-checks';
import { FuzzClient } from './fuzz-client';
import { FUZZ_TYPES, newDocumentData, randomFieldChanges } from './fuzz-documents';
import { AnswerLog } from './fuzz-log';
import { type Random, seededRandom } from './random';
import { pullPage, pushMutations, type SyncTarget, signedInTokens } from './sync-http';

/** The server and tenant a fuzz runs against, with direct access to its database. */
export interface FuzzTarget extends SyncTarget {
  readonly db: Db;
  readonly tenantId: string;
  /** Locations of the tenant that site inspections inspect. */
  readonly locations: readonly string[];
  /**
   * Several server instances on one database (docs/decisions/0024-postgresql-store.md): their
   * origins, all with `url` as PUBLIC_URL. Each device request goes to one of them, picked by
   * the seed's random source; without them every request goes to `url`.
   */
  readonly instances?: readonly string[];
}

export interface FuzzOutcome {
  readonly seed: number;
  readonly clients: number;
  readonly steps: number;
  readonly requests: number;
  /** First answers per status (applied, merged, conflict, rejected). */
  readonly statuses: Readonly<Record<string, number>>;
}

/** A seed whose run broke an invariant; the message says which and where. */
export class FuzzFailure extends Error {
  constructor(
    readonly seed: number,
    message: string,
  ) {
    super(`seed ${seed}: ${message}`);
    this.name = 'FuzzFailure';
  }
}

const FUZZ_LOCATIONS = ['fuzz-loc-north', 'fuzz-loc-south'];

/**
 * Signs Anna in to acme at `url` and makes sure the locations the inspections reference exist.
 * With `instances`, the devices' requests go to those origins instead (see FuzzTarget).
 */
export async function prepareSyncFuzz(url: string, db: Db, instances?: readonly string[]): Promise<FuzzTarget> {
  const target: FuzzTarget = {
    url,
    tenant: 'acme',
    token: signedInTokens(url, 'anna@sorgfalt.example'),
    db,
    tenantId: 'tenant-acme',
    locations: FUZZ_LOCATIONS,
    ...(instances ? { instances } : {}),
  };
  const mutations: Mutation[] = FUZZ_LOCATIONS.map((id, index) => ({
    op: 'create',
    number: index + 1,
    type: 'LOCATION',
    id,
    data: { name: `Fuzz ${id}` },
  }));
  const { results } = await pushMutations(target, `fuzz-setup-${randomBytes(6).toString('hex')}`, mutations);
  for (const result of results) {
    const ok = result.status === 'applied' || (result.status === 'conflict' && result.kind === 'exists');
    if (!ok) throw new Error(`could not create the fuzz locations: ${JSON.stringify(result)}`);
  }
  return target;
}

let runs = 0;

async function lastSeqOf(target: FuzzTarget): Promise<number> {
  const row = await target.db
    .select({ lastSeq: tenants.lastSeq })
    .from(tenants)
    .where(eq(tenants.id, target.tenantId))
    .get();
  return row?.lastSeq ?? 0;
}

/** One seed's run: the devices, the harness's view of every answer, and the random source. */
class FuzzRun {
  readonly log = new AnswerLog();
  readonly clients: FuzzClient[];
  requests = 0;
  trail = 'start';
  private items = 0;
  private documentCount = 0;

  constructor(
    readonly target: FuzzTarget,
    readonly rng: Random,
    readonly tag: string,
    /** The tenant's last seq before the run: every document of the run has a later seq. */
    readonly startSeq: number,
  ) {
    const count = rng.int(2, 4);
    this.clients = Array.from({ length: count }, (_, i) => new FuzzClient(`fuzz-${tag}-${i}`, this.startSeq));
  }

  private newId = (kind: string) => `${this.tag}-${kind}${this.documentCount++}`;
  private newItemId = () => `${this.tag}-i${this.items++}`;

  /**
   * Where the next request goes: one of several instances, picked at random, or the one
   * server (no draw from the random source, so a single server's seeds stay as they were).
   */
  private via(): SyncTarget {
    const { instances } = this.target;
    if (!instances || instances.length < 2) return this.target;
    return { ...this.target, url: this.rng.pick(instances) };
  }

  /** One push as the network delivers it; every answer goes to the log, lost or not. */
  async push(client: FuzzClient, batch: Mutation[]) {
    const highWater = await lastSeqOf(this.target);
    this.requests++;
    const response = await pushMutations(this.via(), client.clientId, batch);
    this.log.record(client.clientId, batch, response.results, highWater);
    return response;
  }

  async pull(client: FuzzClient, drain: boolean): Promise<void> {
    for (;;) {
      this.requests++;
      const page = await pullPage(this.via(), client.cursor, this.rng.int(1, 6));
      if (page.reset) throw new Error(`P5: cursor ${client.cursor} answered reset`);
      client.applyChanges(page.changes, page.cursor);
      if (!page.hasMore || !drain) return;
    }
  }

  edit(client: FuzzClient): void {
    const view = client.view();
    const ids = [...view.keys()];
    // Few documents, many edits: devices meet on the same documents and fields (M2–M4).
    if (ids.length === 0 || this.rng.chance(ids.length < 3 ? 0.3 : 0.08)) {
      const type = this.rng.pick(FUZZ_TYPES);
      const data = newDocumentData(this.rng, type, this.target.locations, this.newItemId);
      client.create(type, this.newId(type === 'CONTACT' ? 'c' : type === 'SITE_INSPECTION' ? 's' : 't'), data);
      return;
    }
    const id = this.rng.chance(0.5) ? this.rng.pick(ids.slice(0, 2)) : this.rng.pick(ids);
    const doc = view.get(id);
    const type = FUZZ_TYPES.find((candidate) => candidate === doc?.type);
    if (!doc || !type) return;
    if (this.rng.chance(0.08)) {
      client.delete(doc.type, id, doc.baseVersion);
      return;
    }
    const fields = randomFieldChanges(this.rng, type, doc.data, this.target.locations, this.newItemId);
    client.patch(type, id, doc.baseVersion, fields);
  }

  /**
   * Push (all or a prefix of the outbox; the answer maybe lost; maybe sent twice), then
   * pull with small pages, to the end or just one page.
   */
  async sync(client: FuzzClient): Promise<void> {
    if (client.outbox.length > 0) {
      const size = this.rng.chance(0.3) ? this.rng.int(1, client.outbox.length) : client.outbox.length;
      const batch = client.outbox.slice(0, Math.min(size, MAX_MUTATIONS_PER_PUSH));
      const lost = this.rng.chance(0.15);
      let response = await this.push(client, batch);
      if (this.rng.chance(0.1)) response = await this.push(client, batch);
      client.sentBatches.push(batch);
      if (!lost) client.acknowledge(response.results);
    }
    await this.pull(client, this.rng.chance(0.8));
  }

  /** Re-sends a batch sent before: every number in it answers its stored result (P7). */
  async resend(client: FuzzClient): Promise<void> {
    if (client.sentBatches.length === 0) return;
    const batch = this.rng.pick(client.sentBatches);
    const response = await this.push(client, batch);
    client.acknowledge(response.results);
  }

  /** One random action of one random device; `trail` names it for the failure message. */
  async step(): Promise<void> {
    const client = this.rng.pick(this.clients);
    const roll = this.rng.next();
    const name = client.clientId;
    if (roll < 0.45) {
      this.trail = `${name} edits`;
      this.edit(client);
    } else if (roll < 0.88 && client.offlineRounds > 0) {
      this.trail = `${name} is offline`;
      client.offlineRounds--;
    } else if (roll < 0.75) {
      this.trail = `${name} syncs`;
      await this.sync(client);
    } else if (roll < 0.82) {
      this.trail = `${name} pulls`;
      await this.pull(client, this.rng.chance(0.5));
    } else if (roll < 0.88) {
      this.trail = `${name} re-sends an old batch`;
      await this.resend(client);
    } else {
      this.trail = `${name} goes offline`;
      client.offlineRounds = this.rng.int(1, 4);
    }
  }

  /** Every device pushes what it still holds, then pulls to the end. */
  async settle(): Promise<void> {
    for (const client of this.rng.shuffle(this.clients)) {
      while (client.outbox.length > 0) {
        const response = await this.push(client, client.outbox.slice(0, MAX_MUTATIONS_PER_PUSH));
        client.acknowledge(response.results);
      }
    }
    for (const client of this.clients) await this.pull(client, true);
  }

  async check(): Promise<void> {
    const { db, tenantId } = this.target;
    const ctx = { db, tenantId, startSeq: this.startSeq, clients: this.clients, log: this.log };
    await checkReplicasEqualServer(ctx);
    await checkStoredResults(ctx);
    await checkVersionsWrittenOnce(ctx);
    await checkAnswersKeepIntent(ctx);
    await checkDerivedValues(ctx);
    const rejections = this.clients.flatMap((client) => client.outcomes.rejections);
    if (rejections.length > 0) {
      throw new Error(`M9: correct edits were rejected: ${JSON.stringify(rejections)}`);
    }
  }
}

/**
 * One seed of the sync fuzz (tldraw's syncFuzz style): 2–4 devices make random edits on
 * contacts and site inspections, sync with random disconnects, partial, duplicate and
 * re-sent pushes and lost answers; then all settle and the invariants must hold.
 * Throws FuzzFailure naming the seed and the broken invariant.
 */
export async function runSyncFuzzSeed(target: FuzzTarget, seed: number): Promise<FuzzOutcome> {
  const rng = seededRandom(seed);
  const run = new FuzzRun(target, rng, `z${++runs}s${seed}`, await lastSeqOf(target));
  const steps = rng.int(20, 40);
  let where = 'start';
  try {
    for (let step = 1; step <= steps; step++) {
      where = `step ${step}`;
      await run.step();
    }
    where = 'settle';
    await run.settle();
    where = 'check';
    await run.check();
  } catch (error) {
    const at = where.startsWith('step') ? `${where} (${run.trail})` : where;
    throw new FuzzFailure(seed, `${at}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    seed,
    clients: run.clients.length,
    steps,
    requests: run.requests,
    statuses: { ...run.log.statuses },
  };
}
