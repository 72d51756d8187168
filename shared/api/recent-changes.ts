import * as v from 'valibot';

/** One recently changed document as GET /api/v2/history/recent answers it (the dashboard's last changes). */
export const RecentChangeSchema = v.object({
  id: v.string(),
  type: v.string(),
  /** The document's title as stored (its registry title field); empty when it has none. */
  title: v.string(),
  /** When the document was last committed, ISO 8601. */
  changedAt: v.string(),
  /** The employee who committed last, by name; null for the system (import, demo data, recomputation). */
  changedBy: v.nullable(v.object({ employeeId: v.string(), name: v.string() })),
  /** Whether the last commit created the document. */
  created: v.boolean(),
});
export type RecentChange = v.InferOutput<typeof RecentChangeSchema>;

export const RecentChangesResponseSchema = v.object({ changes: v.array(RecentChangeSchema) });

/** The query: how many changes (1–50, default 10) and, optionally, only documents at a location. */
export const RecentChangesQuerySchema = v.object({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '10'),
  location: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
