import { describe, expect, it } from 'vitest';
import type { FieldMap } from '../entities/fields';
import { jsonEqual } from './equal';
import { applyPatch, mergePatch } from './merge';

const label = { id: 'x', message: 'x' };
const FIELDS: FieldMap = {
  name: { kind: 'text', label },
  description: { kind: 'text', label },
  exposition: {
    kind: 'group',
    label,
    fields: { duration: { kind: 'number', label }, employeeCount: { kind: 'number', label } },
  },
  findings: {
    kind: 'keyedList',
    label,
    fields: { description: { kind: 'text', label }, topic: { kind: 'text', label } },
  },
};

const finding = (id: string, description: string, topic = 'FIRE_PROTECTION') => ({ id, description, topic });

describe('merge of a patch into the server document (docs/sync-spec.md)', () => {
  it('M1: on the current version the patch applies as sent, null clears a field', () => {
    expect(
      applyPatch(
        { name: 'A', description: 'old' },
        { name: { value: 'B', base: 'A' }, description: { value: null, base: 'old' } },
      ),
    ).toEqual({ name: 'B' });
  });

  it('M2: a field the server did not change since the base takes the client value', () => {
    const result = mergePatch(
      FIELDS,
      { name: 'A', description: 'changed elsewhere' },
      { name: { value: 'B', base: 'A' } },
    );
    expect(result).toEqual({ data: { name: 'B', description: 'changed elsewhere' }, conflicts: [] });
  });

  it('M2: a field the server already holds with the client value changes nothing and does not conflict', () => {
    expect(mergePatch(FIELDS, { name: 'B' }, { name: { value: 'B', base: 'A' } }).conflicts).toEqual([]);
  });

  it('M3: the same field changed on both sides keeps the server value and returns the client value as a conflict', () => {
    const result = mergePatch(
      FIELDS,
      { name: 'Server', description: 'd' },
      { name: { value: 'Client', base: 'Base' }, description: { value: 'mine', base: 'd' } },
    );
    expect(result.data).toEqual({ name: 'Server', description: 'mine' });
    expect(result.conflicts).toEqual([{ path: ['name'], base: 'Base', server: 'Server', client: 'Client' }]);
  });

  it('M3: nested records merge per sub-field', () => {
    const server = { exposition: { duration: 4, employeeCount: 3 } };
    const result = mergePatch(FIELDS, server, {
      exposition: { value: { duration: 2, employeeCount: 5 }, base: { duration: 2, employeeCount: 3 } },
    });
    expect(result.data).toEqual({ exposition: { duration: 4, employeeCount: 5 } });
    expect(result.conflicts).toEqual([]);
  });

  it('M4: findings added on two devices are both kept', () => {
    const base = [finding('f1', 'Fluchtweg verstellt')];
    const server = [...base, finding('f2', 'Feuerlöscher fehlt')];
    const client = [...base, finding('f3', 'Kabel beschädigt')];
    const result = mergePatch(FIELDS, { findings: server }, { findings: { value: client, base } });
    expect(result.data.findings).toEqual([...server, finding('f3', 'Kabel beschädigt')]);
    expect(result.conflicts).toEqual([]);
  });

  it('M4: different fields of the same finding changed on two devices both apply', () => {
    const base = [finding('f1', 'alt', 'HYGIENE')];
    const result = mergePatch(
      FIELDS,
      { findings: [finding('f1', 'alt', 'FIRE_PROTECTION')] },
      { findings: { value: [finding('f1', 'neu', 'HYGIENE')], base } },
    );
    expect(result.data.findings).toEqual([finding('f1', 'neu', 'FIRE_PROTECTION')]);
    expect(result.conflicts).toEqual([]);
  });

  it('M4: the same field of the same finding changed on both sides conflicts at the item field', () => {
    const base = [finding('f1', 'alt')];
    const result = mergePatch(
      FIELDS,
      { findings: [finding('f1', 'server')] },
      { findings: { value: [finding('f1', 'client')], base } },
    );
    expect(result.data.findings).toEqual([finding('f1', 'server')]);
    expect(result.conflicts).toEqual([
      { path: ['findings', 'f1', 'description'], base: 'alt', server: 'server', client: 'client' },
    ]);
  });

  it('M4: a finding removed on the device is removed when the server did not change it', () => {
    const base = [finding('f1', 'a'), finding('f2', 'b')];
    const result = mergePatch(
      FIELDS,
      { findings: [...base, finding('f9', 'new on server')] },
      { findings: { value: [finding('f1', 'a')], base } },
    );
    expect(result.data.findings).toEqual([finding('f1', 'a'), finding('f9', 'new on server')]);
  });

  it('M4: a finding removed on the device but changed on the server stays, as a conflict', () => {
    const base = [finding('f1', 'a')];
    const result = mergePatch(
      FIELDS,
      { findings: [finding('f1', 'changed'), finding('f2', 'x')] },
      { findings: { value: [], base } },
    );
    expect(result.data.findings).toEqual([finding('f1', 'changed'), finding('f2', 'x')]);
    expect(result.conflicts).toEqual([
      { path: ['findings', 'f1'], base: finding('f1', 'a'), server: finding('f1', 'changed'), client: undefined },
    ]);
  });

  it('M4: a finding the server removed but the device changed stays removed, as a conflict the user can restore from', () => {
    const base = [finding('f1', 'a'), finding('f2', 'b')];
    const result = mergePatch(
      FIELDS,
      { findings: [finding('f2', 'b')] },
      { findings: { value: [finding('f1', 'edited'), finding('f2', 'b')], base } },
    );
    expect(result.data.findings).toEqual([finding('f2', 'b')]);
    expect(result.conflicts).toEqual([
      { path: ['findings', 'f1'], base: finding('f1', 'a'), server: undefined, client: finding('f1', 'edited') },
    ]);
  });

  it("M2: a device's queued edits never conflict with each other (bases come from the local view)", () => {
    let server: Record<string, unknown> = { name: 'A' };
    for (const [value, base] of [
      ['B', 'A'],
      ['C', 'B'],
      ['D', 'C'],
    ] as const) {
      const result = mergePatch(FIELDS, server, { name: { value, base } });
      expect(result.conflicts).toEqual([]);
      server = { ...result.data };
    }
    expect(server).toEqual({ name: 'D' });
  });
});

describe('jsonEqual', () => {
  it('ignores key order and treats a missing key like null', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: null }, {})).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});
