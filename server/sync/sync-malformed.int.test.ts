import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../shared/errors';
import { callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { type BadRequest, malformedRequests, PUSH_PATH } from './test-support/malformed-requests';
import { seededRandom } from './test-support/random';
import { pullPage, pushMutations, type SyncTarget, XSRF_HEADERS } from './test-support/sync-http';

const COUNT = Number(process.env.SYNC_MALFORMED_COUNT ?? 2500);
const SEED = Number(process.env.SYNC_MALFORMED_SEED ?? 20_240_601);
const BATCH = 8;
const TARGET_ID = 'malformed-target';
const STATUSES = new Set(['applied', 'merged', 'conflict', 'rejected', 'gap']);

let server: TestServer;
let token: string;
let target: SyncTarget;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  target = { url: server.url, tenant: 'acme', token: async () => token };
  await pushMutations(target, 'malformed-setup', [
    { op: 'create', number: 1, type: 'CONTACT', id: TARGET_ID, data: { name: 'Ziel', phone: '040 1' } },
  ]);
});
afterAll(async () => {
  await server?.close();
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with the answer, or undefined when it is one the protocol allows (P9). */
function problemWith(request: BadRequest, status: number, text: string): string | undefined {
  if (status >= 500) return `answered ${status} ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  if (status >= 400 && status < 500) {
    const code = isRecord(body) && isRecord(body.error) ? body.error.code : undefined;
    return isErrorCode(code) ? undefined : `answered ${status} without {error:{code}}: ${text.slice(0, 200)}`;
  }
  if (status !== 200) return `answered ${status}`;
  if (request.path === PUSH_PATH) {
    // A valid envelope whose mutations are bad answers per mutation (P8, P9).
    const results = isRecord(body) ? body.results : undefined;
    const wellFormed =
      Array.isArray(results) &&
      results.every(
        (result) => isRecord(result) && typeof result.number === 'number' && STATUSES.has(String(result.status)),
      );
    return wellFormed ? undefined : `answered 200 with ${text.slice(0, 200)}`;
  }
  // A garbage query string can still spell a valid pull (`cursor=1`).
  const valid = isRecord(body) && typeof body.reset === 'boolean' && typeof body.cursor === 'number';
  return valid ? undefined : `answered 200 with ${text.slice(0, 200)}`;
}

async function send(request: BadRequest): Promise<string | undefined> {
  try {
    const response = await callApi(server.url, request.path, {
      ...(request.auth ? { token, tenant: request.headers.tenant ?? 'acme' } : {}),
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return problemWith(request, response.status, await response.text());
  } catch (error) {
    return `failed: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`;
  }
}

describe('sync endpoints under malformed input (docs/sync-spec.md P6, P9; A1)', () => {
  it(`P9: ${COUNT} generated bad pushes and pulls get a 4xx with an error code or per-mutation results, never a 5xx`, async () => {
    const requests = malformedRequests(seededRandom(SEED), COUNT, TARGET_ID);
    const problems: string[] = [];
    for (let start = 0; start < requests.length; start += BATCH) {
      const batch = requests.slice(start, start + BATCH);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((problem, index) => {
        if (problem) problems.push(`#${start + index} ${batch[index]?.name}: ${problem}`);
      });
    }
    expect(problems).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  // Bug for the lead: a field value nested ~5,000 deep overflows the stack in jsonEqual
  // (shared/sync/equal.ts, when value and base are both deep) or in JSON.stringify of the stored
  // conflict (push.ts → mutation_results, when only the value is): 500, the transaction rolls
  // back, the number does not advance, and the device retries the poison mutation forever (P8).
  it('P8/P9: a patch with a field value nested 5,000 deep is answered per mutation, not with a 500', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    await pushMutations(target, 'malformed-deep-setup', [
      { op: 'create', number: 1, type: 'CONTACT', id: 'malformed-deep', data: { name: 'Tief', phone: '1' } },
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'malformed-deep',
        baseVersion: 1,
        fields: { phone: { value: '2', base: '1' } },
      },
    ]);
    const patch = (client: string, value: string, base: string): BadRequest => ({
      name: `deep patch ${client}`,
      method: 'POST',
      path: PUSH_PATH,
      headers: { 'sorgfalt-sync': '1', ...XSRF_HEADERS, 'content-type': 'application/json' },
      body: `{"clientId":"${client}","mutations":[{"op":"patch","number":1,"type":"CONTACT","id":"malformed-deep","baseVersion":1,"fields":{"phone":{"value":${value},"base":${base}}}}]}`,
      auth: true,
    });
    const problems = await Promise.all([
      send(patch('malformed-deep-conflict', deep, '"0"')),
      send(patch('malformed-deep-equal', deep, deep)),
    ]);
    expect(problems).toEqual([undefined, undefined]);
  });

  it('M10: a value nested deeper than 32 levels is rejected as VALIDATION before the merge looks at it', async () => {
    const nested = (levels: number): unknown => (levels === 0 ? '2' : [nested(levels - 1)]);
    await pushMutations(target, 'malformed-m10-setup', [
      { op: 'create', number: 1, type: 'CONTACT', id: 'malformed-m10', data: { name: 'Tief', phone: '1' } },
      {
        op: 'patch',
        number: 2,
        type: 'CONTACT',
        id: 'malformed-m10',
        baseVersion: 1,
        fields: { phone: { value: '2', base: '1' } },
      },
    ]);
    const stale = (number: number, levels: number) =>
      ({
        op: 'patch',
        number,
        type: 'CONTACT',
        id: 'malformed-m10',
        baseVersion: 1,
        fields: { phone: { value: nested(levels), base: '1' } },
      }) as const;
    const create = (number: number, levels: number) =>
      ({
        op: 'create',
        number,
        type: 'CONTACT',
        id: `malformed-m10-${levels}`,
        data: { phone: nested(levels) },
      }) as const;
    const push = await pushMutations(target, 'malformed-m10', [
      stale(1, 32),
      stale(2, 33),
      create(3, 32),
      create(4, 33),
    ]);
    const depth = [{ path: '', message: 'validation.invalid' }];
    // 32 levels reach the merge (a field conflict on the stale base) and the schema (the field is named) …
    expect(push.results[0]).toMatchObject({ status: 'conflict', kind: 'field' });
    expect(push.results[2]).toMatchObject({ status: 'rejected', code: 'VALIDATION' });
    expect(push.results[2]).not.toMatchObject({ issues: depth });
    // … 33 levels are refused first, with no field named.
    expect(push.results[1]).toEqual({ number: 2, status: 'rejected', code: 'VALIDATION', issues: depth });
    expect(push.results[3]).toEqual({ number: 4, status: 'rejected', code: 'VALIDATION', issues: depth });
  });

  it('A1/P3: after the bad input the server still answers config, pushes and pulls', async () => {
    expect((await callApi(server.url, '/config.json')).status).toBe(200);
    const push = await pushMutations(target, 'malformed-after', [
      { op: 'create', number: 1, type: 'CONTACT', id: 'malformed-after', data: { name: 'Danach' } },
    ]);
    expect(push.results[0]).toMatchObject({ status: 'applied', version: 1 });
    const pull = await pullPage(target, 0, 1000);
    expect(pull.reset).toBe(false);
  });
});
