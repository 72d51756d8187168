import * as v from 'valibot';
import { ActiveEmployeeSchema, TenantListSchema } from '../../shared/api/info';

const KEY = 'sorgfalt.profile.v1';

/** What the app needs to open offline after one online visit; no tokens, no tenant documents. */
const CachedProfileSchema = v.object({
  subject: v.string(),
  name: v.string(),
  email: v.string(),
  tenants: TenantListSchema,
  tenant: v.string(),
  employee: ActiveEmployeeSchema,
});
export type CachedProfile = v.InferOutput<typeof CachedProfileSchema>;

export function readCachedProfile(): CachedProfile | undefined {
  try {
    const parsed = v.safeParse(CachedProfileSchema, JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedProfile(profile: CachedProfile): void {
  localStorage.setItem(KEY, JSON.stringify(profile));
}

export function clearCachedProfile(): void {
  localStorage.removeItem(KEY);
}
