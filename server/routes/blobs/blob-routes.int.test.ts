import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors';
import { createApiGuard } from '../../app';
import type { BlobLimits } from '../../blobs/blob-types';
import { createFileBlobStorage } from '../../blobs/file-blob-storage';
import { docx, filler, HTML, heic, jpeg, pdf, png, SVG, TEXT, webpLossy, xlsx, zip } from '../../blobs/test-samples';
import { blobs } from '../../db/schema';
import { loadIdpSecrets } from '../../idp/secrets';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { blobRoutes } from './blob-routes';

const XSRF = { cookie: 'XSRF-TOKEN=test-xsrf', 'x-xsrf-token': 'test-xsrf' };
const BLOBS = '/api/v2/blobs';
/** The same routes with small caps, so oversize needs kilobytes, not 25 MiB. */
const SMALL = '/api/v2/small-blobs';
const SMALL_LIMITS: BlobLimits = { bytes: { image: 2048, pdf: 4096, document: 4096 }, maxPixels: 10_000 };
/** The same routes with a rate limit of three uploads a minute. */
const LIMITED = '/api/v2/limited-blobs';
const NOT_FOUND = { error: { code: 'NOT_FOUND' } };
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let anna: string;
let tom: string;
let lea: string;
let ben: string;

beforeAll(async () => {
  server = await startTestServer({
    beforeListen: async (app, config, database) => {
      const guard = createApiGuard(config, database.db, await loadIdpSecrets(database.db));
      const storage = createFileBlobStorage(path.join(config.dataDir, 'blobs'));
      await app.register(blobRoutes, { prefix: SMALL, db: database.db, guard, storage, limits: SMALL_LIMITS });
      await app.register(blobRoutes, { prefix: LIMITED, db: database.db, guard, storage, uploadsPerMinute: 3 });
    },
  });
  const tokenOf = async (name: string) => (await signIn(server.url, `${name}@sorgfalt.example`)).accessToken;
  [anna, tom, lea, ben] = await Promise.all([tokenOf('anna'), tokenOf('tom'), tokenOf('lea'), tokenOf('ben')]);
});
afterAll(async () => {
  await server?.close();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Call {
  /** Given as undefined: no Authorization header. */
  readonly token?: string | undefined;
  /** Given as undefined: no Tenant header. */
  readonly tenant?: string | undefined;
  readonly contentType?: string | null;
  readonly hash?: string;
  readonly prefix?: string;
}

async function put(bytes: Buffer, call: Call = {}) {
  const headers: Record<string, string> = { ...XSRF };
  const token = 'token' in call ? call.token : anna;
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const tenant = 'tenant' in call ? call.tenant : 'acme';
  if (tenant !== undefined) headers.tenant = tenant;
  const contentType = call.contentType === undefined ? 'application/octet-stream' : call.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  const response = await fetch(`${server.url}${call.prefix ?? BLOBS}/${call.hash ?? sha(bytes)}`, {
    method: 'PUT',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

async function fetchBlob(hash: string, call: Call & { readonly method?: 'GET' | 'HEAD' } = {}) {
  const headers: Record<string, string> = {};
  const token = 'token' in call ? call.token : anna;
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const tenant = 'tenant' in call ? call.tenant : 'acme';
  if (tenant !== undefined) headers.tenant = tenant;
  const response = await fetch(`${server.url}${call.prefix ?? BLOBS}/${hash}`, {
    method: call.method ?? 'GET',
    headers,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

const json = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));

/** A PUT whose headers announce `contentLength` bytes and whose body never comes. */
function putWithoutBody(urlPath: string, headers: Record<string, string>, contentLength: number) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = http.request(
      `${server.url}${urlPath}`,
      { method: 'PUT', headers: { ...XSRF, ...headers, 'content-length': String(contentLength) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        });
      },
    );
    request.on('error', reject);
    request.flushHeaders();
  });
}

function blobFile(tenantId: string, hash: string): string {
  return path.join(server.config.dataDir, 'blobs', tenantId, hash.slice(0, 2), hash);
}

function rows(hash: string) {
  return server.database.db.select().from(blobs).where(eq(blobs.sha256, hash)).all();
}

describe('uploading blobs (PUT /api/v2/blobs/:sha256)', () => {
  it.each([
    ['a JPEG photo', jpeg(), 'image/jpeg'],
    ['a PNG image', png(), 'image/png'],
    ['a WebP image', webpLossy(640, 480), 'image/webp'],
    ['a HEIC photo', heic(4032, 3024), 'image/heic'],
    ['a PDF', pdf(), 'application/pdf'],
    ['a DOCX document', docx(), DOCX_TYPE],
    ['an XLSX workbook', xlsx(), XLSX_TYPE],
    ['a plain text', TEXT, 'text/plain'],
  ])(
    'stores %s as the type its magic bytes name and answers 201 { sha256, size, type }',
    async (_name, bytes, type) => {
      const upload = await put(bytes);
      expect(upload).toEqual({ status: 201, body: { sha256: sha(bytes), size: bytes.length, type } });
      expect(fs.readFileSync(blobFile('tenant-acme', sha(bytes)))).toEqual(bytes);
    },
  );

  it('takes the type from the bytes, not from the declared content type', async () => {
    const bytes = png(5, 5);
    expect(await put(bytes, { contentType: 'application/pdf' })).toMatchObject({
      status: 201,
      body: { type: 'image/png' },
    });
  });

  it('answers a repeated upload with 200 and the same body, without rewriting the file or the row', async () => {
    const bytes = jpeg(8, 8);
    const first = await put(bytes);
    const file = blobFile('tenant-acme', sha(bytes));
    const before = fs.statSync(file);
    const again = await put(bytes);
    const after = fs.statSync(file);
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 200, body: first.body });
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(await rows(sha(bytes))).toHaveLength(1);
  });

  it('records who uploaded when, under the tenant', async () => {
    const bytes = jpeg(9, 9);
    await put(bytes);
    expect(await rows(sha(bytes))).toEqual([
      {
        tenantId: 'tenant-acme',
        sha256: sha(bytes),
        size: bytes.length,
        type: 'image/jpeg',
        createdAt: expect.any(Number),
        createdBy: expect.any(String),
      },
    ]);
  });

  it('refuses a body whose SHA-256 is not the one of the URL with 400, storing nothing', async () => {
    const bytes = jpeg(10, 10);
    const claimed = sha(Buffer.from('something else'));
    expect(await put(bytes, { hash: claimed })).toEqual({ status: 400, body: { error: { code: 'VALIDATION' } } });
    expect(await rows(claimed)).toEqual([]);
    expect(await rows(sha(bytes))).toEqual([]);
    expect(fs.existsSync(blobFile('tenant-acme', claimed))).toBe(false);
  });

  it.each([
    ['SVG', SVG, 'application/octet-stream'],
    ['SVG declared as a PNG', SVG, 'image/png'],
    ['SVG declared as text', SVG, 'text/plain'],
    ['HTML', HTML, 'application/octet-stream'],
    ['HTML declared as a PDF', HTML, 'application/pdf'],
    ['a GIF (not an allowed type)', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000', 'latin1'), 'image/jpeg'],
    ['random bytes', randomBytes(256), 'application/octet-stream'],
    ['a plain ZIP archive', zip({ 'x.exe': 'MZ' }), 'application/zip'],
    ['a DOCX with macros', docx({ 'word/vbaProject.bin': 'x' }), DOCX_TYPE],
  ])('refuses %s with 415', async (_name, bytes, contentType) => {
    expect(await put(bytes, { contentType })).toEqual({
      status: 415,
      body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
    });
    expect(await rows(sha(bytes))).toEqual([]);
  });

  it.each(['image/svg+xml', 'text/html', 'application/json'])(
    'refuses the declared content type %s with 415 before reading the body',
    async (contentType) => {
      expect(await put(png(), { contentType })).toEqual({
        status: 415,
        body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
      });
    },
  );

  it('refuses an image over the pixel cap with 413, read from the PNG IHDR header', async () => {
    const bytes = png(20_000, 10_000);
    expect(await put(bytes)).toEqual({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    expect(await rows(sha(bytes))).toEqual([]);
  });

  it('refuses an image over the pixel cap with 413, read from the JPEG start-of-frame header', async () => {
    expect(await put(jpeg(10_001, 10_000))).toEqual({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('accepts an image of exactly 100 megapixels', async () => {
    expect((await put(png(10_000, 10_000))).status).toBe(201);
  });

  it('refuses a HEIC over the pixel cap with 413', async () => {
    expect(await put(heic(12_000, 9_000))).toEqual({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('refuses an image whose size header cannot be read with 415 (the pixel cap cannot be applied)', async () => {
    expect(await put(png().subarray(0, 20))).toEqual({
      status: 415,
      body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
    });
  });

  it('refuses an empty body with 400', async () => {
    expect(await put(Buffer.alloc(0))).toEqual({ status: 400, body: { error: { code: 'VALIDATION' } } });
  });
});

describe('size caps per type', () => {
  it('stops reading at the cap of the declared type: an image over the image cap gets 413', async () => {
    expect(await put(jpeg(4, 4, 3000), { prefix: SMALL, contentType: 'image/jpeg' })).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE' } },
    });
  });

  it('applies the cap of the detected type when the declared type is generic', async () => {
    const bytes = jpeg(4, 4, 3000);
    expect(bytes.length).toBeLessThan(SMALL_LIMITS.bytes.pdf);
    expect(await put(bytes, { prefix: SMALL })).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE' } },
    });
  });

  it('lets a PDF of the same size through: PDFs have a larger cap than images', async () => {
    const bytes = pdf(3000);
    expect(bytes.length).toBeGreaterThan(SMALL_LIMITS.bytes.image);
    expect((await put(bytes, { prefix: SMALL })).status).toBe(201);
  });

  it('refuses a body over the largest cap with 413', async () => {
    expect(await put(pdf(5000), { prefix: SMALL })).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE' } },
    });
  });

  it('applies the injected pixel cap', async () => {
    expect((await put(png(100, 100), { prefix: SMALL })).status).toBe(201);
    expect((await put(png(101, 100), { prefix: SMALL })).status).toBe(413);
  });

  it('answers 413 from the announced length alone, without waiting for 30 MiB (production caps)', async () => {
    const answer = await putWithoutBody(
      `${BLOBS}/${sha(Buffer.from('x'))}`,
      { authorization: `Bearer ${anna}`, tenant: 'acme', 'content-type': 'application/octet-stream' },
      30 * 1024 * 1024,
    );
    expect(answer).toEqual({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('refuses a caller without a token before reading the body', async () => {
    const answer = await putWithoutBody(
      `${BLOBS}/${sha(Buffer.from('x'))}`,
      { 'content-type': 'application/octet-stream' },
      1024 * 1024,
    );
    expect(answer).toEqual({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

describe('serving blobs (GET and HEAD /api/v2/blobs/:sha256)', () => {
  it('streams the bytes as an attachment in a sandbox, never sniffed, cached for good', async () => {
    const bytes = pdf(100);
    await put(bytes);
    const response = await fetchBlob(sha(bytes));
    expect(response.status).toBe(200);
    expect(response.bytes).toEqual(bytes);
    expect({
      type: response.headers.get('content-type'),
      length: response.headers.get('content-length'),
      disposition: response.headers.get('content-disposition'),
      nosniff: response.headers.get('x-content-type-options'),
      cache: response.headers.get('cache-control'),
      csp: response.headers.get('content-security-policy'),
    }).toEqual({
      type: 'application/pdf',
      length: String(bytes.length),
      disposition: `attachment; filename="${sha(bytes)}.pdf"`,
      nosniff: 'nosniff',
      cache: 'private, max-age=31536000, immutable',
      csp: 'sandbox',
    });
  });

  it.each([
    [jpeg(11, 11), 'image/jpeg', 'jpg'],
    [png(11, 11), 'image/png', 'png'],
    [docx({ 'docProps/app.xml': 'x' }), DOCX_TYPE, 'docx'],
    [Buffer.from('Prüfprotokoll\n'), 'text/plain; charset=utf-8', 'txt'],
  ])('names the download <sha256>.<extension> of the detected type (%#)', async (bytes, type, extension) => {
    await put(bytes, { contentType: 'application/octet-stream' });
    const response = await fetchBlob(sha(bytes));
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${sha(bytes)}.${extension}"`);
  });

  it("answers another tenant's blob with 404 and the same body as an unknown hash", async () => {
    const bytes = jpeg(12, 12);
    await put(bytes);
    const unknown = await fetchBlob(sha(Buffer.from('never uploaded')), { tenant: 'nordlicht' });
    const foreignForAnna = await fetchBlob(sha(bytes), { tenant: 'nordlicht' });
    const foreignForLea = await fetchBlob(sha(bytes), { token: lea, tenant: 'paragraf' });
    for (const answer of [unknown, foreignForAnna, foreignForLea]) {
      expect(answer.status).toBe(404);
      expect(json(answer.bytes)).toEqual(NOT_FOUND);
    }
    expect(foreignForAnna.bytes).toEqual(unknown.bytes);
    expect(foreignForLea.bytes).toEqual(unknown.bytes);
    expect((await fetchBlob(sha(bytes), { tenant: 'nordlicht', method: 'HEAD' })).status).toBe(404);
  });

  it('keeps the same bytes of two tenants apart: two rows, two files', async () => {
    const bytes = png(13, 13);
    expect((await put(bytes, { tenant: 'acme' })).status).toBe(201);
    expect((await put(bytes, { tenant: 'nordlicht' })).status).toBe(201);
    expect((await rows(sha(bytes))).map((row) => row.tenantId)).toEqual(
      expect.arrayContaining(['tenant-acme', 'tenant-nordlicht']),
    );
    expect(fs.existsSync(blobFile('tenant-acme', sha(bytes)))).toBe(true);
    expect(fs.existsSync(blobFile('tenant-nordlicht', sha(bytes)))).toBe(true);
    await server.database.db
      .delete(blobs)
      .where(and(eq(blobs.tenantId, 'tenant-nordlicht'), eq(blobs.sha256, sha(bytes))))
      .run();
    expect((await fetchBlob(sha(bytes), { tenant: 'nordlicht' })).status).toBe(404);
    expect((await fetchBlob(sha(bytes), { tenant: 'acme' })).status).toBe(200);
  });

  it('lets any member of the tenant read its blobs (document-level checks come later)', async () => {
    const bytes = jpeg(14, 14);
    await put(bytes, { tenant: 'nordlicht' });
    const forTom = await fetchBlob(sha(bytes), { token: tom, tenant: 'nordlicht' });
    expect(forTom.status).toBe(200);
    expect(forTom.bytes).toEqual(bytes);
  });

  it('tells with HEAD whether an upload is still needed: 404 before, 200 after', async () => {
    const bytes = webpLossy(15, 15);
    const before = await fetchBlob(sha(bytes), { method: 'HEAD' });
    expect(before.status).toBe(404);
    expect(before.bytes.length).toBe(0);
    await put(bytes);
    const after = await fetchBlob(sha(bytes), { method: 'HEAD' });
    expect(after.status).toBe(200);
    expect(after.bytes.length).toBe(0);
    expect(after.headers.get('content-length')).toBe(String(bytes.length));
    expect(after.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a malformed hash with 400', async () => {
    const hash = sha(jpeg());
    expect((await fetchBlob(hash.toUpperCase())).status).toBe(400);
    expect(json((await fetchBlob(hash.slice(1))).bytes)).toEqual({ error: { code: 'VALIDATION' } });
  });
});

describe('who may upload and read', () => {
  const bytes = jpeg(16, 16);

  it('answers a call without a token with 401 on PUT, GET and HEAD', async () => {
    const unauthenticated = { error: { code: 'UNAUTHENTICATED' } };
    expect(await put(bytes, { token: undefined })).toEqual({ status: 401, body: unauthenticated });
    const get = await fetchBlob(sha(bytes), { token: undefined });
    expect([get.status, json(get.bytes)]).toEqual([401, unauthenticated]);
    expect((await fetchBlob(sha(bytes), { token: undefined, method: 'HEAD' })).status).toBe(401);
  });

  it('answers a user of another tenant with 403 on PUT, GET and HEAD', async () => {
    await put(bytes);
    const forbidden = { error: { code: 'FORBIDDEN' } };
    expect(await put(bytes, { token: lea, tenant: 'acme' })).toEqual({ status: 403, body: forbidden });
    const get = await fetchBlob(sha(bytes), { token: lea, tenant: 'acme' });
    expect([get.status, json(get.bytes)]).toEqual([403, forbidden]);
    expect((await fetchBlob(sha(bytes), { token: lea, tenant: 'acme', method: 'HEAD' })).status).toBe(403);
  });

  it('answers a user without any tenant, or without a Tenant header, with 403', async () => {
    expect((await put(bytes, { token: ben, tenant: 'acme' })).status).toBe(403);
    expect((await put(bytes, { tenant: undefined })).status).toBe(403);
  });

  it('needs the XSRF header pair for an upload', async () => {
    const response = await fetch(`${server.url}${BLOBS}/${sha(bytes)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${anna}`, tenant: 'acme', 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'XSRF_MISMATCH' } });
  });
});

describe('upload rate limit', () => {
  it('allows so many uploads a minute per Tenant header and address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await put(png(20 + i, 20), { prefix: LIMITED })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await put(png(30, 20), { prefix: LIMITED })).body).toEqual({ error: { code: 'RATE_LIMITED' } });
    expect((await put(png(31, 20), { prefix: LIMITED, tenant: 'nordlicht' })).status).toBe(201);
  });
});

describe('malformed uploads', () => {
  const valid = jpeg(17, 17);
  const hash = sha(valid);
  const raw = (bytes: Buffer, extra: Partial<Call> = {}) => ({ bytes, call: { tenant: 'nordlicht', ...extra } });

  const cases: { bytes: Buffer; call: Call }[] = [
    ...Array.from({ length: 10 }, (_, i) => raw(randomBytes(64 + i * 200))),
    ...[8, 16, 20, 23].map((length) => raw(png().subarray(0, length))),
    ...[3, 6, 20, 26].map((length) => raw(jpeg().subarray(0, length))),
    raw(webpLossy(10, 10).subarray(0, 20)),
    raw(heic(10, 10).subarray(0, 24)),
    raw(docx().subarray(0, 30)),
    raw(Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), filler(40, 0xff)])),
    ...[
      hash.toUpperCase(),
      hash.slice(1),
      `${hash}0`,
      'g'.repeat(64),
      '../x',
      '..%2Fx',
      '%2e%2e%2fx',
      `%20${hash}`,
      `${hash}.jpg`,
      '%00',
      'x'.repeat(99),
      sha(Buffer.from('other')),
      `${hash}/extra`,
      '',
    ].map((bad) => raw(valid, { hash: bad })),
    ...[
      'image/svg+xml',
      'text/html',
      'application/json',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      '*/*',
      'image/jpegx',
      null,
    ].map((contentType) => raw(valid, { contentType })),
    raw(Buffer.alloc(0)),
    raw(Buffer.from('Notiz <html><body>x</body></html>'), { contentType: 'text/plain' }),
    raw(SVG, { contentType: 'image/png' }),
    raw(HTML),
    raw(Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000', 'latin1')),
    raw(xlsx({ 'xl/vbaProject.bin': 'x' })),
  ];

  it('answers each of 50 malformed uploads with a 4xx and an error code, never a 5xx', async () => {
    expect(cases).toHaveLength(50);
    const codes = Object.values(ErrorCode) as string[];
    const wrong: { case: number; status: number; body: unknown }[] = [];
    for (const [index, { bytes, call }] of cases.entries()) {
      const answer = await put(bytes, call);
      const code = (answer.body as { error?: { code?: unknown } } | undefined)?.error?.code;
      const ok = answer.status >= 400 && answer.status < 500 && codes.includes(String(code));
      if (!ok) wrong.push({ case: index, status: answer.status, body: answer.body });
    }
    expect(wrong).toEqual([]);
    expect((await fetchBlob(hash, { tenant: 'nordlicht', method: 'HEAD' })).status).toBe(404);
  });

  // Fastify refuses these before routing; `frameworkErrors` in server/app.ts answers them
  // like any other malformed input.
  it.each([
    ['an over-long hash (Fastify: 414 FST_ERR_MAX_PARAM_LENGTH)', 'x'.repeat(300)],
    ['a bad percent-encoding (Fastify: 400 FST_ERR_BAD_URL)', '%E0%A4%A'],
  ])('answers %s with 400 VALIDATION', async (_name, bad) => {
    expect(await put(valid, { tenant: 'nordlicht', hash: bad })).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION' } },
    });
  });
});
