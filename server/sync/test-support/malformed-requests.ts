import type { Random } from './random';
import { XSRF_HEADERS } from './sync-http';

/** One bad request: what it is (for the failure message), and what goes on the wire. */
export interface BadRequest {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  /** Headers on top of the bearer token and `Tenant: acme` (unless `auth` is false); a `tenant` here wins. */
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly auth: boolean;
}

export const PUSH_PATH = '/api/v2/sync/push';
export const PULL_PATH = '/api/v2/sync/pull';
const SYNC = { 'sorgfalt-sync': '1' };
const JSON_POST = { ...SYNC, ...XSRF_HEADERS, 'content-type': 'application/json' };

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const LONG = 'x'.repeat(10_000);

/**
 * Deep nesting goes into the payload as a marker and into the text after JSON.stringify,
 * which could not serialise it (nor walk it) itself.
 */
const NESTED = /"@@nested:(\d+):(array|object)@@"/g;

function nestedMarker(depth: number, kind: 'array' | 'object'): string {
  return `@@nested:${depth}:${kind}@@`;
}

function nestedText(depth: number, kind: string): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function serialise(payload: unknown): string {
  return JSON.stringify(payload).replace(NESTED, (_, depth: string, kind: string) => nestedText(Number(depth), kind));
}

/** Values of the wrong type, at the edge, or hostile; any of them anywhere in a payload. */
function weirdValue(rng: Random): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => true,
    () => false,
    () => 0,
    () => -1,
    () => -0.5,
    () => 1.5,
    () => 2 ** 53 + 2,
    () => Number.MAX_VALUE,
    () => -Number.MAX_VALUE,
    () => 'NaN',
    () => 'Infinity',
    () => '-Infinity',
    () => '1e999',
    () => '',
    () => ' ',
    () => '\u0000',
    () => '\ud800',
    () => '<script>alert(1)</script>',
    () => "'; DROP TABLE documents; --",
    () => LONG,
    () => [],
    () => {},
    () => [LONG, LONG],
    () => Array.from({ length: 2000 }, (_, i) => i),
    () => Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
    () => nestedMarker(rng.pick([50, 1000, 20_000, 100_000]), rng.chance(0.5) ? 'array' : 'object'),
    () => ({ [rng.pick(PROTOTYPE_KEYS)]: { polluted: true } }),
    () => ({ value: 1 }),
    () => ({ value: 'x', base: 'y', extra: 1 }),
    () => rng.pick(['create', 'patch', 'delete', 'update', 'CREATE', 'remove', 'upsert']),
    () => rng.pick(['CONTACT', 'NOPE', 'contact', 'DOCUMENT', 'TENANT', '__proto__', 'constructor', 'toString']),
  ];
  return rng.pick(choices)();
}

const NAMES = ['Entsorgung Meyer', 'Acme Lieferant'];

/** A valid mutation, the starting point a corruption breaks. */
function validMutation(rng: Random, number: number, targetId: string): Record<string, unknown> {
  const id = `bad-${rng.text(10)}`;
  switch (rng.int(0, 3)) {
    case 0:
      return { op: 'create', number, type: 'CONTACT', id, data: { name: rng.pick(NAMES), phone: '040 1' } };
    case 1:
      return {
        op: 'patch',
        number,
        type: 'CONTACT',
        id: targetId,
        baseVersion: 1,
        fields: { phone: { value: rng.text(6), base: '040 1' } },
      };
    case 2:
      return { op: 'delete', number, type: 'CONTACT', id: `bad-missing-${rng.text(6)}`, baseVersion: 1 };
    default:
      return {
        op: 'create',
        number,
        type: 'SITE_INSPECTION',
        id,
        data: {
          name: 'Begehung',
          inspectionAt: '2025-03-01T08:00:00Z',
          participants: ['acme-emp-anna'],
          recordingClerk: 'acme-emp-anna',
          inspectedEntities: ['acme-emp-anna'],
          findings: [{ id: 'f1', topic: 'FIRE_PROTECTION', description: 'Tür blockiert' }],
        },
      };
  }
}

function validPush(rng: Random, targetId: string): Record<string, unknown> {
  const count = rng.int(1, 3);
  return {
    clientId: `bad-client-${rng.text(12)}`,
    mutations: Array.from({ length: count }, (_, i) => validMutation(rng, i + 1, targetId)),
  };
}

type Container = Record<string, unknown> | unknown[];

interface Spot {
  readonly parent: Container;
  readonly key: string | number;
  /** Inside a mutation's `data` or `fields`: past the envelope, into per-mutation validation. */
  readonly inner: boolean;
}

/** Every container in the value with the key or index under it: the places a corruption can hit. */
function places(value: unknown, inner = false, out: Spot[] = []): Spot[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push({ parent: value, key: index, inner });
      places(item, inner, out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push({ parent: value as Record<string, unknown>, key, inner });
      places(item, inner || key === 'data' || key === 'fields', out);
    }
  }
  return out;
}

function setOwn(parent: Container, key: string | number, value: unknown): void {
  // defineProperty makes even `__proto__` an own, serialised key instead of a prototype change.
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/** One corruption at a random place: wrong value, missing key, unknown or hostile key. */
function corrupt(rng: Random, payload: Record<string, unknown>): string {
  const all = places(payload);
  const deep = all.filter((spot) => spot.inner);
  const spots = deep.length > 0 && rng.chance(0.5) ? deep : all;
  const spot = spots.length > 0 && rng.chance(0.9) ? rng.pick(spots) : undefined;
  const roll = rng.next();
  if (!spot) {
    const key = rng.chance(0.5) ? rng.pick(PROTOTYPE_KEYS) : rng.pick(['clientId', 'mutations', 'extra']);
    setOwn(payload, key, weirdValue(rng));
    return `top-level ${key}`;
  }
  const { parent, key } = spot;
  if (roll < 0.6) {
    setOwn(parent, key, weirdValue(rng));
    return `wrong value at ${String(key)}`;
  }
  if (roll < 0.8) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
    return `missing ${String(key)}`;
  }
  const inner = Array.isArray(parent) ? parent[Number(key)] : parent[key];
  const target: Container = typeof inner === 'object' && inner !== null ? (inner as Container) : parent;
  const extra = rng.chance(0.6) ? rng.pick(PROTOTYPE_KEYS) : `unknown${rng.int(0, 9)}`;
  if (Array.isArray(target)) target.push(weirdValue(rng));
  else setOwn(target, extra, weirdValue(rng));
  return `extra ${extra} in ${String(key)}`;
}

/** A push body: a valid envelope broken in 1–3 places (most of it), sent as JSON. */
function corruptedPush(rng: Random, targetId: string): BadRequest {
  const payload = validPush(rng, targetId);
  const what = Array.from({ length: rng.int(1, 3) }, () => corrupt(rng, payload));
  return {
    name: `push: ${what.join(', ')}`,
    method: 'POST',
    path: PUSH_PATH,
    headers: JSON_POST,
    body: serialise(payload),
    auth: true,
  };
}

const BROKEN_JSON = [
  '',
  '{',
  '}',
  '[',
  'null',
  'true',
  '0',
  '"push"',
  '[]',
  '{}',
  '{"clientId":}',
  '{"clientId":"abcdefgh","mutations":[}',
  '{"clientId":"abcdefgh","mutations":[],}',
  "{'clientId':'abcdefgh'}",
  '{"clientId":"abcdefgh","mutations":NaN}',
  '{"clientId":"abcdefgh","mutations":[{"number":Infinity}]}',
  '{"clientId":"abcdefgh","mutations":[{"number":1e999,"op":"create","type":"CONTACT","id":"x","data":{}}]}',
  '{"__proto__":{"polluted":true},"clientId":"abcdefgh","mutations":[]}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"clientId":"abcdefgh","mutations":[{"op":"create","number":1,"type":"CONTACT","id":"x","data":{"__proto__":{"a":1}}}]}',
  '\u0000',
  '\ufeff{"clientId":"abcdefgh","mutations":[]}',
  '{"clientId":"abcdefgh"}garbage',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
];

/** A push with a broken body, a wrong content type or wrong headers. */
function rawPush(rng: Random, targetId: string): BadRequest {
  const valid = JSON.stringify(validPush(rng, targetId));
  const roll = rng.int(0, 9);
  if (roll <= 3) {
    const body = rng.pick(BROKEN_JSON);
    return {
      name: `push raw ${JSON.stringify(body.slice(0, 60))}`,
      method: 'POST',
      path: PUSH_PATH,
      headers: JSON_POST,
      body,
      auth: true,
    };
  }
  if (roll === 4) {
    const depth = rng.int(1000, 200_000);
    const body = nestedText(depth, rng.chance(0.5) ? 'array' : 'object');
    return { name: `push nested ${depth} deep`, method: 'POST', path: PUSH_PATH, headers: JSON_POST, body, auth: true };
  }
  if (roll === 5) {
    const type = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/jsonx',
      'json',
      '',
    ]);
    return {
      name: `push as ${type || 'no content type'}`,
      method: 'POST',
      path: PUSH_PATH,
      headers: { ...SYNC, ...XSRF_HEADERS, 'content-type': type },
      body: valid,
      auth: true,
    };
  }
  if (roll === 6) {
    const variants: [string, Record<string, string>, boolean][] = [
      ['no protocol header', { ...XSRF_HEADERS, 'content-type': 'application/json' }, true],
      ['protocol 2', { ...JSON_POST, 'sorgfalt-sync': '2' }, true],
      ['protocol garbage', { ...JSON_POST, 'sorgfalt-sync': 'NaN' }, true],
      ['no XSRF', { ...SYNC, 'content-type': 'application/json' }, true],
      ['wrong XSRF', { ...JSON_POST, 'x-xsrf-token': 'other' }, true],
      ['no token', JSON_POST, false],
      ['garbage token', { ...JSON_POST, authorization: `Bearer ${rng.text(40)}` }, false],
      ['foreign tenant', { ...JSON_POST, tenant: 'paragraf' }, true],
      ['unknown tenant', { ...JSON_POST, tenant: rng.pick(['nope', '__proto__', LONG.slice(0, 300), '']) }, true],
    ];
    const [name, headers, auth] = rng.pick(variants);
    return { name: `push ${name}`, method: 'POST', path: PUSH_PATH, headers, body: valid, auth };
  }
  if (roll === 7) {
    const count = rng.pick([0, 101, 1000]);
    const body = JSON.stringify({
      clientId: 'bad-client-many',
      mutations: Array.from({ length: count }, (_, i) => validMutation(rng, i + 1, targetId)),
    });
    return {
      name: `push of ${count} mutations`,
      method: 'POST',
      path: PUSH_PATH,
      headers: JSON_POST,
      body,
      auth: true,
    };
  }
  if (roll === 8) {
    const size = rng.pick([1024 * 1024 + 10, 4 * 1024 * 1024 + 10]);
    const body = JSON.stringify({
      clientId: 'bad-client-huge',
      mutations: [{ op: 'create', number: 1, type: 'CONTACT', id: 'huge', data: { name: 'x'.repeat(size) } }],
    });
    return {
      name: `push of ${body.length} bytes`,
      method: 'POST',
      path: PUSH_PATH,
      headers: JSON_POST,
      body,
      auth: true,
    };
  }
  const method = rng.pick(['GET', 'PUT', 'DELETE', 'PATCH']);
  return {
    name: `${method} on push`,
    method,
    path: PUSH_PATH,
    headers: method === 'GET' ? SYNC : JSON_POST,
    ...(method === 'GET' ? {} : { body: valid }),
    auth: true,
  };
}

const QUERY_VALUES = [
  '-1',
  'abc',
  '1e5',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '',
  ' ',
  '%00',
  '99999999999999999999',
  '0',
  '1',
  '1001',
  '10000',
  '9'.repeat(15),
  '1,2',
  '[1]',
  '{}',
  'null',
  'true',
  '%ZZ',
  '%',
  '\u00e4',
  LONG.slice(0, 3000),
];
const QUERY_KEYS = [
  'cursor',
  'limit',
  'scope',
  'cursor[]',
  'limit[0]',
  '__proto__',
  'constructor',
  '__proto__[cursor]',
  'constructor[prototype][x]',
  'x',
  '',
];

/** A pull with a garbage query string or wrong headers. */
function badPull(rng: Random): BadRequest {
  const roll = rng.int(0, 9);
  if (roll === 0) {
    const variants: [string, Record<string, string>, boolean][] = [
      ['no protocol header', {}, true],
      ['protocol 0', { 'sorgfalt-sync': '0' }, true],
      ['no token', SYNC, false],
      ['foreign tenant', { ...SYNC, tenant: 'paragraf' }, true],
      ['bad bearer', { ...SYNC, authorization: 'Bearer a.b.c' }, false],
    ];
    const [name, headers, auth] = rng.pick(variants);
    return { name: `pull ${name}`, method: 'GET', path: `${PULL_PATH}?cursor=0&limit=5`, headers, auth };
  }
  const pairs = Array.from({ length: rng.int(1, 4) }, () => {
    const key = rng.pick(QUERY_KEYS);
    const value = rng.pick(QUERY_VALUES);
    return rng.chance(0.8) ? `${key}=${value}` : key;
  });
  const query = rng.chance(0.1) ? `cursor=${rng.pick(QUERY_VALUES)}&cursor=${rng.pick(QUERY_VALUES)}` : pairs.join('&');
  return {
    name: `pull ?${query.slice(0, 80)}`,
    method: 'GET',
    path: `${PULL_PATH}?${query}`,
    headers: SYNC,
    auth: true,
  };
}

/**
 * `count` seeded bad requests for push and pull: most are valid pushes broken in a few
 * places (wrong types at every level, missing and hostile keys, unknown ops and types, huge,
 * negative and NaN-like numbers, deep nesting, 10k strings), the rest broken JSON, wrong
 * content types and headers, oversized bodies, and garbage pull query strings.
 */
export function malformedRequests(rng: Random, count: number, targetId: string): BadRequest[] {
  return Array.from({ length: count }, () => {
    const roll = rng.next();
    if (roll < 0.55) return corruptedPush(rng, targetId);
    if (roll < 0.75) return rawPush(rng, targetId);
    return badPull(rng);
  });
}
