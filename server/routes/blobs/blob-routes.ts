import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../shared/errors';
import { type BlobStorage, SHA256_HEX } from '../../blobs/blob-storage';
import { availableBlob, type BlobStoreDeps, findBlob, type StoredBlob, storeBlob } from '../../blobs/blob-store';
import {
  BLOB_TYPES,
  type BlobLimits,
  DECLARED_CONTENT_TYPES,
  DEFAULT_BLOB_LIMITS,
  largestCap,
  servedContentType,
} from '../../blobs/blob-types';
import { openBlobStorage } from '../../blobs/open-blob-storage';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Guard } from '../../http/guard';

export const BLOB_ROUTES_PREFIX = '/api/v2/blobs';

export interface BlobRoutesOptions {
  readonly db: Db;
  readonly guard: Guard;
  readonly storage: BlobStorage;
  /** Size and pixel caps; the production caps unless a test injects small ones. */
  readonly limits?: BlobLimits;
  /** Uploads a minute per `Tenant` header and client address. */
  readonly uploadsPerMinute?: number;
  /** The tenant whose blob this tenant may read, for a blob it has none of (a delivered regulation's attachment). */
  readonly lender?: BlobLender;
}

/** Which other tenant lends a tenant one of its blobs, if any (docs/domain/regulations.md RGL-4). */
export type BlobLender = (db: Db, tenantId: string, sha256: string) => Promise<string | undefined>;

const Params = v.strictObject({ sha256: v.pipe(v.string(), v.regex(SHA256_HEX)) });

function caller(request: FastifyRequest): { tenantId: string; userId: string } {
  const tenantId = request.membership?.tenant.id;
  const userId = request.auth?.user.id;
  if (!tenantId || !userId) throw new AppError('FORBIDDEN', 'no membership');
  return { tenantId, userId };
}

/** The rate-limit key: the guard has not run yet, so the tenant as named and the client address. */
function uploadKey(request: FastifyRequest): string {
  const tenant = request.headers.tenant;
  return `blob-upload:${typeof tenant === 'string' ? tenant.slice(0, 64) : ''}:${request.ip}`;
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'no such blob for this tenant');
}

/** Headers of a served blob: a download in a sandbox, never rendered or sniffed; cached for good. */
function serveHeaders(reply: FastifyReply, blob: StoredBlob): FastifyReply {
  return reply
    .header('content-type', servedContentType(blob.type))
    .header('content-length', String(blob.size))
    .header('content-disposition', `attachment; filename="${blob.sha256}.${BLOB_TYPES[blob.type].extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('content-security-policy', 'sandbox');
}

/**
 * The blob store's routes (docs/decisions/0009-blobs.md), registered under a prefix. The
 * content-type parsers live inside this plugin only: the body is read as a Buffer with the
 * cap of the declared type, then checked by its magic bytes.
 */
export async function blobRoutes(app: FastifyInstance, options: BlobRoutesOptions): Promise<void> {
  const limits = options.limits ?? DEFAULT_BLOB_LIMITS;
  const deps: BlobStoreDeps = { db: options.db, storage: options.storage, limits };
  const member = options.guard({ tenant: true });

  app.removeAllContentTypeParsers();
  for (const [contentType, kind] of Object.entries(DECLARED_CONTENT_TYPES)) {
    const bodyLimit = kind === 'any' ? largestCap(limits) : limits.bytes[kind];
    app.addContentTypeParser(contentType, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
      done(null, body);
    });
  }

  app.put(
    '/:sha256',
    {
      config: {
        rateLimit: { max: options.uploadsPerMinute ?? 120, timeWindow: '1 minute', keyGenerator: uploadKey },
      },
      // Before the body is read: nobody without a membership makes the server read 25 MiB.
      preParsing: async function guardUpload(request, reply, payload) {
        await member.call(this, request, reply);
        v.parse(Params, request.params);
        return payload;
      },
    },
    async (request, reply) => {
      const { sha256 } = v.parse(Params, request.params);
      const { tenantId, userId } = caller(request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { created, blob } = await storeBlob(deps, tenantId, userId, sha256, body);
      return reply.code(created ? 201 : 200).send(blob);
    },
  );

  /** The tenant whose record of the blob answers for the caller's: its own, or a lender's. */
  async function holder(tenantId: string, sha256: string): Promise<string> {
    if (await findBlob(options.db, tenantId, sha256)) return tenantId;
    return (await options.lender?.(options.db, tenantId, sha256)) ?? tenantId;
  }

  app.get('/:sha256', { preHandler: member, exposeHeadRoute: false }, async (request, reply) => {
    const { sha256 } = v.parse(Params, request.params);
    const owner = await holder(caller(request).tenantId, sha256);
    const blob = await findBlob(options.db, owner, sha256);
    const stream = blob ? await options.storage.get(owner, sha256) : undefined;
    if (!blob || !stream) return notFound();
    return serveHeaders(reply, blob).send(stream);
  });

  app.head('/:sha256', { preHandler: member }, async (request, reply) => {
    const { sha256 } = v.parse(Params, request.params);
    const blob = await availableBlob(deps, await holder(caller(request).tenantId, sha256), sha256);
    if (!blob) return notFound();
    return serveHeaders(reply, blob).header('cache-control', 'no-store').send();
  });
}

/** Registers the blob routes with the configured storage (docs/operations.md §5). */
export async function registerBlobRoutes(
  app: FastifyInstance,
  db: Db,
  guard: Guard,
  config: Pick<Config, 'dataDir' | 'blobStorage'>,
  lender?: BlobLender,
): Promise<void> {
  const { storage, close } = await openBlobStorage(config);
  app.addHook('onClose', async () => close());
  await app.register(blobRoutes, { prefix: BLOB_ROUTES_PREFIX, db, guard, storage, ...(lender ? { lender } : {}) });
}
