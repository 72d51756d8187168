import * as v from 'valibot';

/** One committed version of a document as GET /api/v2/history/:type/:id answers it. */
export const HistoryEntrySchema = v.object({
  version: v.number(),
  committedAt: v.string(),
  /** The employee who committed, by name; null for the system (import, demo data). */
  committedBy: v.nullable(v.object({ employeeId: v.string(), name: v.string() })),
  changedFields: v.array(v.string()),
  deleted: v.boolean(),
  /** Why the system committed the version (docs/sync-spec.md S2): `seed`, `account`, `recompute` …; null otherwise. */
  systemReason: v.optional(v.nullable(v.string())),
  /**
   * The new values of the changed top-level enumeration fields (a state, a type), so the history
   * says what a step led to ("Approval → Approved"); absent from servers before it.
   */
  values: v.optional(v.record(v.string(), v.union([v.string(), v.array(v.string())]))),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

export const HistoryResponseSchema = v.object({ entries: v.array(HistoryEntrySchema) });
