import * as v from 'valibot';

/** Sync protocol version 1 (docs/sync-spec.md P1); the header every sync request sends. */
export const SYNC_PROTOCOL_VERSION = 1;
export const SYNC_PROTOCOL_HEADER = 'sorgfalt-sync';
export const MAX_MUTATIONS_PER_PUSH = 100;
export const MAX_PULL_LIMIT = 1000;
/**
 * Headers of a pull page that more pages follow: the next request's cursor and scope, readable
 * before the body arrives, so a device asks for the next page while it still receives this one (P3).
 */
export const PULL_NEXT_CURSOR_HEADER = 'sorgfalt-next-cursor';
export const PULL_NEXT_SCOPE_HEADER = 'sorgfalt-next-scope';

const DocumentId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const ClientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const FieldChangeSchema = v.strictObject({ value: v.unknown(), base: v.unknown() });

/** One mutation of a device's outbox (P6). */
export const MutationSchema = v.variant('op', [
  v.strictObject({
    op: v.literal('create'),
    number: v.pipe(v.number(), v.integer(), v.minValue(1)),
    type: v.pipe(v.string(), v.maxLength(64)),
    id: DocumentId,
    data: v.record(v.string(), v.unknown()),
  }),
  v.strictObject({
    op: v.literal('patch'),
    number: v.pipe(v.number(), v.integer(), v.minValue(1)),
    type: v.pipe(v.string(), v.maxLength(64)),
    id: DocumentId,
    baseVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
    fields: v.record(v.string(), FieldChangeSchema),
  }),
  v.strictObject({
    op: v.literal('delete'),
    number: v.pipe(v.number(), v.integer(), v.minValue(1)),
    type: v.pipe(v.string(), v.maxLength(64)),
    id: DocumentId,
    baseVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
]);
export type Mutation = v.InferOutput<typeof MutationSchema>;

export const PushRequestSchema = v.strictObject({
  clientId: ClientId,
  mutations: v.pipe(v.array(MutationSchema), v.minLength(1), v.maxLength(MAX_MUTATIONS_PER_PUSH)),
});
export type PushRequest = v.InferOutput<typeof PushRequestSchema>;

export interface ConflictEntry {
  readonly path: readonly string[];
  readonly base: unknown;
  readonly server: unknown;
  readonly client: unknown;
}

export interface RejectionIssue {
  readonly path: string;
  readonly message: string;
}

/** Per mutation one result (P9). */
export type MutationResult =
  | {
      readonly number: number;
      readonly status: 'applied' | 'merged';
      readonly version: number;
      readonly seq: number;
      /** Derived fields the mutation wrote, which the server computes itself and ignored (D2). */
      readonly ignored?: readonly string[] | undefined;
    }
  | {
      readonly number: number;
      readonly status: 'conflict';
      readonly ignored?: readonly string[] | undefined;
      readonly kind: 'field' | 'deleted' | 'changed' | 'exists';
      readonly version: number;
      readonly seq: number | null;
      readonly conflicts: readonly ConflictEntry[];
      readonly server: {
        readonly version: number;
        readonly deleted: boolean;
        readonly data: Readonly<Record<string, unknown>>;
      } | null;
    }
  | {
      readonly number: number;
      readonly status: 'rejected';
      readonly code: string;
      readonly issues: readonly RejectionIssue[];
    }
  | { readonly number: number; readonly status: 'gap' };

export interface PushResponse {
  readonly results: readonly MutationResult[];
}

export const PullQuerySchema = v.strictObject({
  /** The access fingerprint of the previous pull (A8); a different one answers reset. */
  scope: v.optional(v.pipe(v.string(), v.regex(/^[a-f0-9]{16,64}$/))),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PULL_LIMIT)),
    '500',
  ),
});

/**
 * A document in the feed; `removed` tells the device to drop it (deleted or out of scope).
 * A removal names no type, so it tells nothing about a document the caller may not read.
 */
export type FeedChange =
  | {
      readonly id: string;
      readonly type: string;
      readonly version: number;
      readonly seq: number;
      readonly deleted: false;
      readonly data: Readonly<Record<string, unknown>>;
    }
  | { readonly id: string; readonly seq: number; readonly removed: true };

export type PullResponse =
  | {
      readonly reset: false;
      readonly changes: readonly FeedChange[];
      readonly cursor: number;
      readonly hasMore: boolean;
      /** The tenant's last seq when the page was read: how far the feed goes (P3). */
      readonly head: number;
      /** The caller's access fingerprint; send it back as `scope` with the next pull (A8). */
      readonly scope: string;
    }
  | { readonly reset: true; readonly cursor: 0; readonly scope: string };
