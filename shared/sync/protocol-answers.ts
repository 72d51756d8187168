import * as v from 'valibot';
import type { PullResponse, PushResponse } from './protocol';

const Data = v.record(v.string(), v.unknown());
const Seq = v.pipe(v.number(), v.integer(), v.minValue(0));

const FeedChangeSchema = v.union([
  v.object({ id: v.string(), type: v.string(), version: Seq, seq: Seq, deleted: v.literal(false), data: Data }),
  v.object({ id: v.string(), seq: Seq, removed: v.literal(true) }),
]);

/** Answers of the server, parsed on the device (data from the network is untrusted input). */
export const PullResponseSchema = v.union([
  v.object({
    reset: v.literal(false),
    changes: v.array(FeedChangeSchema),
    cursor: Seq,
    hasMore: v.boolean(),
    head: Seq,
    scope: v.string(),
  }),
  v.object({ reset: v.literal(true), cursor: v.literal(0), scope: v.string() }),
]) satisfies v.GenericSchema<unknown, PullResponse>;

const Conflict = v.object({ path: v.array(v.string()), base: v.unknown(), server: v.unknown(), client: v.unknown() });

const MutationResultSchema = v.variant('status', [
  v.object({
    number: Seq,
    status: v.picklist(['applied', 'merged']),
    version: Seq,
    seq: Seq,
    ignored: v.optional(v.array(v.string())),
  }),
  v.object({
    number: Seq,
    status: v.literal('conflict'),
    ignored: v.optional(v.array(v.string())),
    kind: v.picklist(['field', 'deleted', 'changed', 'exists']),
    version: Seq,
    seq: v.nullable(Seq),
    conflicts: v.array(Conflict),
    server: v.nullable(v.object({ version: Seq, deleted: v.boolean(), data: Data })),
  }),
  v.object({
    number: Seq,
    status: v.literal('rejected'),
    code: v.string(),
    issues: v.array(v.object({ path: v.string(), message: v.string() })),
  }),
  v.object({ number: Seq, status: v.literal('gap') }),
]);

export const PushResponseSchema = v.object({
  results: v.array(MutationResultSchema),
}) satisfies v.GenericSchema<unknown, PushResponse>;
