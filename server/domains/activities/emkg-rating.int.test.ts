import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/api/history';
import { EMKG_RATING_VERSION, emkgSources, storedRating } from '../../../shared/domain/activities';
import { rateActivity } from '../../../shared/domain/emkg';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Mutation, MutationResult, PullResponse, PushResponse } from '../../../shared/sync/protocol';
import { derivedVersions, documents } from '../../db/schema';
import { recomputeDerived } from '../../sync/recompute-derived';
import { commitAsSystem } from '../../sync/system-write';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { domainHooksFor } from '..';

/**
 * The EMKG rating stored on an activity (docs/decisions/0035-emkg-rating-stored.md) on a real
 * server: derived at commit from the tenant's substances (docs/sync-spec.md D5), a device's
 * values ignored (D2), re-rated as the system's follow-up when a substance changes or goes (S3),
 * and never from another tenant's documents.
 */

const SYNC = { 'sorgfalt-sync': '1' };
const XSRF = { cookie: 'XSRF-TOKEN=emkg-xsrf', 'x-xsrf-token': 'emkg-xsrf' };
const STORE = 'acme-st-hazmat-store';

let server: TestServer;
let anna: string;
let clients = 0;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

async function push(mutation: Mutation): Promise<MutationResult | undefined> {
  const response = await callApi(server.url, '/api/v2/sync/push', {
    token: anna,
    tenant: 'acme',
    method: 'POST',
    headers: { ...SYNC, ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: `emkg-rating-${++clients}`, mutations: [mutation] }),
  });
  const { status, body } = await answer(response);
  if (status !== 200) throw new Error(JSON.stringify(body));
  return (body as PushResponse).results[0];
}

async function pulled(): Promise<Map<string, { version: number; data: DocumentData }>> {
  const response = await callApi(server.url, '/api/v2/sync/pull?cursor=0&limit=1000', {
    token: anna,
    tenant: 'acme',
    headers: SYNC,
  });
  const body = (await answer(response)).body as PullResponse;
  if (body.reset) throw new Error('unexpected reset');
  const docs = new Map<string, { version: number; data: DocumentData }>();
  for (const change of body.changes) if ('data' in change) docs.set(change.id, change);
  return docs;
}

async function stored(id: string): Promise<{ version: number; data: DocumentData }> {
  const found = (await pulled()).get(id);
  if (!found) throw new Error(`${id} not in the feed`);
  return found;
}

async function history(id: string): Promise<HistoryEntry[]> {
  const { body } = await answer(
    await callApi(server.url, `/api/v2/history/ACTIVITY/${id}`, { token: anna, tenant: 'acme' }),
  );
  return (body as { entries: HistoryEntry[] }).entries;
}

const EMKG_FIELDS = [
  'emkgInhalation',
  'emkgSkin',
  'emkgEyes',
  'emkgFire',
  'emkgStorage',
  'emkgComplete',
  'emkgSeries250',
] as const;
const ratingOf = (data: DocumentData) =>
  Object.fromEntries(EMKG_FIELDS.flatMap((name) => (data[name] === undefined ? [] : [[name, data[name]]])));

/** What the rating of the stored activity must be, computed from the store's substances as a device would. */
async function expectedRating(id: string): Promise<DocumentData> {
  const docs = await pulled();
  const activity = docs.get(id);
  if (!activity) throw new Error(`${id} not in the feed`);
  const substances = new Map(
    [...docs].flatMap(([docId, doc]) =>
      Array.isArray(doc.data.storageLocations) && typeof doc.data.name === 'string' && !('substance' in doc.data)
        ? [[docId, doc.data] as const]
        : [],
    ),
  );
  const sources = emkgSources(activity.data, substances);
  return storedRating(
    sources && rateActivity(activity.data, sources.substance.data, sources.components, sources.context),
  );
}

/** A hazardous liquid: harmful if inhaled (inhalation B), boiling point 140 °C (medium release). */
const SOLVENT: DocumentData = {
  name: 'Prüflösemittel EMKG',
  storageLocations: [{ id: 'emkg-solvent-store', storage: STORE, quantity: { value: 20, unit: 'L' } }],
  phase: 'LIQUID',
  boilingPoint: { value: 140, unit: 'C' },
  hazardStatements: ['H226', 'H332', 'H315'],
};

/** An activity with the solvent and every input the five modules read. */
const ACTIVITY = (substance: string): DocumentData => ({
  name: 'Entfetten mit Prüflösemittel',
  substance,
  workEnvironments: ['acme-dep-maintenance'],
  applicationForm: 'UNDILUTED',
  exposition: { substanceQuantity: { value: 20, unit: 'L' } },
  dermalHazard: { effectArea: 'LARGE', effectDuration: { value: 30, unit: 'MIN' } },
});

async function create(type: string, id: string, data: DocumentData) {
  const result = await push({ op: 'create', number: 1, type, id, data });
  expect(result).toMatchObject({ status: 'applied', version: 1 });
  return result;
}

describe('the EMKG rating of an activity is the server’s (docs/sync-spec.md D5)', () => {
  it('D5: a new activity stores the levels its substance and inputs give, complete', async () => {
    await create('SUBSTANCE', 'emkg-solvent', SOLVENT);
    await create('ACTIVITY', 'emkg-degreasing', ACTIVITY('emkg-solvent'));
    const activity = await stored('emkg-degreasing');
    const expected = await expectedRating('emkg-degreasing');
    expect(expected).toMatchObject({ emkgComplete: true, emkgSeries250: false, emkgInhalation: 'M2' });
    expect(ratingOf(activity.data)).toEqual(expected);
  });

  it('D5: an activity whose inputs are incomplete stores no level for the modules that wait, and is not complete', async () => {
    const { exposition: _quantity, ...withoutQuantity } = ACTIVITY('emkg-solvent');
    await create('ACTIVITY', 'emkg-no-quantity', withoutQuantity);
    const rating = ratingOf((await stored('emkg-no-quantity')).data);
    expect(rating).toMatchObject({ emkgComplete: false });
    expect(rating.emkgInhalation).toBeUndefined();
    expect(rating).toEqual(await expectedRating('emkg-no-quantity'));
  });

  it('D2: a device’s rating is ignored, on a create and on a patch, and a patch of the rating alone commits nothing', async () => {
    const forged = { emkgInhalation: 'M4', emkgSkin: 'M3', emkgComplete: true, emkgSeries250: true };
    const { exposition: _quantity, ...incomplete } = ACTIVITY('emkg-solvent');
    const created = await create('ACTIVITY', 'emkg-forged', { ...incomplete, ...forged });
    expect(created).toMatchObject({ ignored: Object.keys(forged) });
    const before = await stored('emkg-forged');
    expect(before.data).toMatchObject({ emkgComplete: false, emkgSeries250: false });
    expect(before.data.emkgInhalation).toBeUndefined();
    const patch = await push({
      op: 'patch',
      number: 1,
      type: 'ACTIVITY',
      id: 'emkg-forged',
      baseVersion: before.version,
      fields: { emkgComplete: { value: true, base: false }, emkgInhalation: { value: 'M1', base: null } },
    });
    expect(patch).toMatchObject({
      status: 'applied',
      version: before.version,
      ignored: ['emkgComplete', 'emkgInhalation'],
    });
    expect(await stored('emkg-forged')).toEqual(before);
  });

  it('S3: a substance reclassified re-rates its activities as the system, in the same push', async () => {
    const before = await stored('emkg-degreasing');
    const substance = await stored('emkg-solvent');
    // H351 (suspected of causing cancer) puts the inhalation hazard group at C.
    const result = await push({
      op: 'patch',
      number: 1,
      type: 'SUBSTANCE',
      id: 'emkg-solvent',
      baseVersion: substance.version,
      fields: { hazardStatements: { value: ['H226', 'H332', 'H315', 'H351'], base: SOLVENT.hazardStatements } },
    });
    expect(result).toMatchObject({ status: 'applied' });
    const after = await stored('emkg-degreasing');
    expect(after.version).toBe(before.version + 1);
    expect(ratingOf(after.data)).toEqual(await expectedRating('emkg-degreasing'));
    expect(after.data.emkgInhalation).not.toBe(before.data.emkgInhalation);
    const [latest] = (await history('emkg-degreasing')).slice(-1);
    expect(latest).toMatchObject({ committedBy: null, systemReason: 'rating' });
    expect(latest?.changedFields).toContain('emkgInhalation');
  });

  it('S3: a change of a substance that does not move the rating writes no version of its activities', async () => {
    const before = await stored('emkg-degreasing');
    const substance = await stored('emkg-solvent');
    await push({
      op: 'patch',
      number: 1,
      type: 'SUBSTANCE',
      id: 'emkg-solvent',
      baseVersion: substance.version,
      fields: { manufacturer: { value: 'Prüfchemie GmbH', base: null } },
    });
    expect((await stored('emkg-degreasing')).version).toBe(before.version);
  });

  it('S3: a mixture’s activity is re-rated when one of its components is reclassified', async () => {
    await create('SUBSTANCE', 'emkg-component', {
      name: 'Prüfkomponente',
      storageLocations: [
        { id: 'emkg-component-store', storage: 'acme-st-tank-farm', quantity: { value: 5, unit: 'L' } },
      ],
      phase: 'LIQUID',
      hazardStatements: ['H302'],
    });
    await create('SUBSTANCE', 'emkg-mixture', {
      name: 'Prüfgemisch',
      storageLocations: [{ id: 'emkg-mixture-store', storage: 'acme-st-tank-farm', quantity: { value: 5, unit: 'L' } }],
      phase: 'LIQUID',
      boilingPoint: { value: 100, unit: 'C' },
      composition: [{ id: 'emkg-mixture-row', component: 'emkg-component', proportion: 20 }],
    });
    await create('ACTIVITY', 'emkg-mixing', ACTIVITY('emkg-mixture'));
    const before = await stored('emkg-mixing');
    expect(ratingOf(before.data)).toEqual(await expectedRating('emkg-mixing'));
    const component = await stored('emkg-component');
    await push({
      op: 'patch',
      number: 1,
      type: 'SUBSTANCE',
      id: 'emkg-component',
      baseVersion: component.version,
      fields: { hazardStatements: { value: ['H350'], base: ['H302'] } },
    });
    const after = await stored('emkg-mixing');
    expect(after.version).toBe(before.version + 1);
    expect(after.data.emkgInhalation).toBe('M4');
    expect(ratingOf(after.data)).toEqual(await expectedRating('emkg-mixing'));
  });

  it('D5: an activity whose substance is deleted loses its rating, as the system’s follow-up', async () => {
    await create('SUBSTANCE', 'emkg-short-lived', SOLVENT);
    await create('ACTIVITY', 'emkg-orphan', ACTIVITY('emkg-short-lived'));
    expect((await stored('emkg-orphan')).data.emkgComplete).toBe(true);
    const substance = await stored('emkg-short-lived');
    expect(
      await push({
        op: 'delete',
        number: 1,
        type: 'SUBSTANCE',
        id: 'emkg-short-lived',
        baseVersion: substance.version,
      }),
    ).toMatchObject({ status: 'applied' });
    const orphan = await stored('emkg-orphan');
    expect(ratingOf(orphan.data)).toEqual({});
    expect(orphan.version).toBe(2);
  });

  it('D5: another tenant’s substance is never read, neither at commit nor when it changes', async () => {
    const hooks = domainHooksFor(server.config);
    const deps = { db: server.database.db, hooks };
    await commitAsSystem(deps, 'tenant-nordlicht', 'seed', (writer) =>
      writer.put('SUBSTANCE', 'emkg-foreign-solvent', {
        ...SOLVENT,
        storageLocations: [
          { id: 'emkg-foreign-store', storage: 'nord-st-foreign', quantity: { value: 20, unit: 'L' } },
        ],
      }),
    );
    await create('ACTIVITY', 'emkg-foreign', ACTIVITY('emkg-foreign-solvent'));
    const activity = await stored('emkg-foreign');
    expect(ratingOf(activity.data)).toEqual({});
    await commitAsSystem(deps, 'tenant-nordlicht', 'seed', (writer) =>
      writer.patch('SUBSTANCE', 'emkg-foreign-solvent', { hazardStatements: ['H350'] }),
    );
    expect(await stored('emkg-foreign')).toEqual(activity);
  });

  it('D3: a newer rating rule re-rates every stored activity once, as the system with the reason recompute', async () => {
    const deps = { db: server.database.db, hooks: domainHooksFor(server.config) };
    await recomputeDerived(deps);
    const before = await stored('emkg-degreasing');
    // A rating stored by an older rule (or past the commit path): the levels it would no longer give.
    await server.database.db
      .update(documents)
      .set({ data: { ...before.data, emkgInhalation: 'M4', emkgComplete: false } })
      .where(and(eq(documents.tenantId, 'tenant-acme'), eq(documents.id, 'emkg-degreasing')))
      .run();
    await server.database.db
      .update(derivedVersions)
      .set({ version: EMKG_RATING_VERSION - 1 })
      .where(and(eq(derivedVersions.tenantId, 'tenant-acme'), eq(derivedVersions.type, 'ACTIVITY.emkg')))
      .run();
    const counts = await recomputeDerived(deps);
    expect(counts).toMatchObject({ outdated: 1 });
    expect(counts.recomputed).toBeGreaterThanOrEqual(1);
    const after = await stored('emkg-degreasing');
    expect(ratingOf(after.data)).toEqual(ratingOf(before.data));
    const [latest] = (await history('emkg-degreasing')).slice(-1);
    expect(latest).toMatchObject({ committedBy: null, systemReason: 'recompute' });
    expect(await recomputeDerived(deps)).toEqual({ outdated: 0, recomputed: 0, invalid: 0 });
  });
});
