import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../server/sync/test-support/random';
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import { DevicePlan } from './device-plan';

const applied = (batch: readonly Mutation[], version = (m: Mutation) => (m.op === 'create' ? 1 : m.baseVersion + 1)) =>
  batch.map(
    (mutation): MutationResult => ({ number: mutation.number, status: 'applied', version: version(mutation), seq: 1 }),
  );

function run(plan: DevicePlan, rounds: number): Mutation[] {
  const all: Mutation[] = [];
  for (let round = 0; round < rounds; round++) {
    const batch = plan.batch();
    all.push(...batch);
    plan.acknowledge(applied(batch));
  }
  return all;
}

describe('DevicePlan', () => {
  it('numbers mutations 1, 2, 3 … without gaps across batches (P6, P7)', () => {
    const mutations = run(new DevicePlan('load-device-00001', mulberry32(7), 5), 40);
    expect(mutations.map((mutation) => mutation.number)).toEqual(mutations.map((_, index) => index + 1));
  });

  it('makes batches of 1 to maxBatch CONTACT mutations, starting with a create', () => {
    const plan = new DevicePlan('load-device-00001', mulberry32(3), 4);
    const first = plan.batch();
    expect(first.every((mutation) => mutation.op === 'create')).toBe(true);
    plan.acknowledge(applied(first));
    for (let round = 0; round < 50; round++) {
      const batch = plan.batch();
      expect(batch.length).toBeGreaterThanOrEqual(1);
      expect(batch.length).toBeLessThanOrEqual(4);
      expect(batch.every((mutation) => mutation.type === 'CONTACT')).toBe(true);
      plan.acknowledge(applied(batch));
    }
  });

  it('patches only its own acknowledged contacts, on the answered version and the shown phone, once per batch', () => {
    const plan = new DevicePlan('load-device-00002', mulberry32(11), 5);
    const known = new Map<string, { version: number; phone: unknown }>();
    let patches = 0;
    for (let round = 0; round < 60; round++) {
      const batch = plan.batch();
      const patched = batch.filter((mutation) => mutation.op === 'patch').map((mutation) => mutation.id);
      expect(new Set(patched).size).toBe(patched.length);
      for (const mutation of batch) {
        if (mutation.op === 'create') {
          expect(mutation.id.startsWith('load-device-00002-c')).toBe(true);
          expect(known.has(mutation.id)).toBe(false);
        } else if (mutation.op === 'patch') {
          patches += 1;
          const contact = known.get(mutation.id);
          expect(contact).toBeDefined();
          expect(mutation.baseVersion).toBe(contact?.version);
          expect(mutation.fields.phone?.base).toBe(contact?.phone);
        }
      }
      plan.acknowledge(applied(batch));
      for (const mutation of batch) {
        if (mutation.op === 'create') known.set(mutation.id, { version: 1, phone: mutation.data.phone });
        if (mutation.op === 'patch') {
          const contact = known.get(mutation.id);
          known.set(mutation.id, { version: (contact?.version ?? 0) + 1, phone: mutation.fields.phone?.value });
        }
      }
    }
    expect(patches).toBeGreaterThan(30);
  });

  it('sends the same batch again until it is answered', () => {
    const plan = new DevicePlan('load-device-00003', mulberry32(5), 5);
    const batch = plan.batch();
    expect(plan.pending).toBe(true);
    expect(plan.batch()).toBe(batch);
    plan.acknowledge(applied(batch));
    expect(plan.pending).toBe(false);
    expect(plan.batch()[0]?.number).toBe(batch.length + 1);
  });

  it('answers refused mutations, still advances, and forgets contacts whose create was refused', () => {
    const plan = new DevicePlan('load-device-00004', mulberry32(9), 1);
    const create = plan.batch();
    const refused = plan.acknowledge([{ number: 1, status: 'rejected', code: 'VALIDATION', issues: [] }]);
    expect(refused).toEqual([{ number: 1, status: 'rejected', code: 'VALIDATION', issues: [] }]);
    expect(create[0]?.op).toBe('create');
    expect(plan.contactCount).toBe(0);
    const next = plan.batch();
    expect(next).toEqual([expect.objectContaining({ op: 'create', number: 2 })]);
    expect(plan.acknowledge([])).toEqual([{ number: 2, status: 'gap' }]);
  });

  it('repeats its choices for the same seed', () => {
    const a = run(new DevicePlan('load-device-00005', mulberry32(42), 5), 20);
    const b = run(new DevicePlan('load-device-00005', mulberry32(42), 5), 20);
    expect(a).toEqual(b);
  });
});
