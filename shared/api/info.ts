import * as v from 'valibot';
import { GrantSchema } from '../access/grants';

/** A tenant as GET /api/v2/info/tenants answers it (platform.md §3, §7). */
export const TenantInfoSchema = v.object({
  trimmedName: v.string(),
  fullName: v.string(),
  subscribedModules: v.array(v.string()),
  subscribedFeatures: v.array(v.string()),
});
export type TenantInfo = v.InferOutput<typeof TenantInfoSchema>;
export const TenantListSchema = v.array(TenantInfoSchema);

/** The active employee as GET /api/v2/info/employee answers it (shape decided in docs/decisions/0004). */
export const ActiveEmployeeSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  jobTitle: v.string(),
  accessRoles: v.array(v.string()),
  locations: v.array(v.string()),
  departments: v.array(v.string()),
  /** What the employee's roles grant (absent in profiles cached by versions before it). */
  grants: v.optional(v.array(GrantSchema)),
});
export type ActiveEmployee = v.InferOutput<typeof ActiveEmployeeSchema>;

/** Runtime sign-in settings the client reads from /config.json (platform.md §9). */
export const RuntimeConfigSchema = v.object({
  clientId: v.string(),
  authority: v.string(),
  knownAuthority: v.string(),
  scope: v.string(),
  backendUrl: v.string(),
  demo: v.boolean(),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
