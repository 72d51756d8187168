import type { UserManager } from 'oidc-client-ts';
import * as v from 'valibot';
import {
  type ActiveEmployee,
  ActiveEmployeeSchema,
  type RuntimeConfig,
  RuntimeConfigSchema,
  type TenantInfo,
  TenantListSchema,
} from '../../shared/api/info';
import { AppError } from '../../shared/errors';
import { type ModuleAccess, moduleAccess } from '../../shared/modules';
import {
  acquireToken,
  createUserManager,
  isNetworkFailure,
  NotAuthenticatedError,
  RedirectingError,
  startSignIn,
} from '../auth/auth-client';
import { type ApiClient, createApiClient } from './api-client';
import { readCachedProfile, writeCachedProfile } from './profile-cache';
import { chooseTenant, sortTenants, storedTenant, storeTenant } from './tenant-selection';

export interface Session {
  readonly config: RuntimeConfig;
  readonly manager: UserManager | undefined;
  readonly api: ApiClient | undefined;
  readonly user: { readonly subject: string; readonly name: string; readonly email: string };
  readonly tenants: readonly TenantInfo[];
  readonly tenant: TenantInfo;
  readonly employee: ActiveEmployee;
  readonly moduleAccess: ModuleAccess;
  /** Opened from the cached profile without reaching the server. */
  readonly offline: boolean;
}

export type BootFailure = 'notAuthenticated' | 'noActiveTenant' | 'noActiveEmployee' | 'serverUnreachable';

export type BootResult =
  | { readonly kind: 'ready'; readonly session: Session }
  | {
      readonly kind: 'failed';
      readonly failure: BootFailure;
      readonly tenants: readonly TenantInfo[];
      readonly manager?: UserManager;
    }
  | { readonly kind: 'redirecting' };

async function loadConfig(): Promise<RuntimeConfig | undefined> {
  try {
    const response = await fetch('/config.json', { signal: AbortSignal.timeout(10_000) });
    return response.ok ? v.parse(RuntimeConfigSchema, await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

function offlineSession(config: RuntimeConfig): BootResult {
  const cached = readCachedProfile();
  const tenant = cached?.tenants.find((t) => t.trimmedName === (storedTenant() ?? cached.tenant));
  if (!cached || !tenant || tenant.trimmedName !== cached.tenant) {
    return { kind: 'failed', failure: 'serverUnreachable', tenants: [] };
  }
  // The manager needs no network; once online it renews the token from the stored user, so
  // changes made offline are sent without a reload.
  let manager: UserManager | undefined;
  try {
    manager = createUserManager(config);
  } catch {
    manager = undefined;
  }
  const session: Session = {
    config,
    manager,
    api: undefined,
    user: { subject: cached.subject, name: cached.name, email: cached.email },
    tenants: cached.tenants,
    tenant,
    employee: cached.employee,
    moduleAccess: moduleAccess(tenant.subscribedModules),
    offline: true,
  };
  return { kind: 'ready', session };
}

/** Startup: runtime config, sign-in, tenants, active tenant, active employee (platform.md §4). */
export async function bootstrap(): Promise<BootResult> {
  const config = await loadConfig();
  if (!config) return { kind: 'failed', failure: 'serverUnreachable', tenants: [] };
  if (!navigator.onLine) return offlineSession(config);
  let manager: UserManager | undefined;
  try {
    manager = createUserManager(config);
    const user = await startSignIn(manager);
    const signedIn = manager;
    const api = createApiClient(config.backendUrl, () => acquireToken(signedIn));
    const tenants = sortTenants((await api.get('/v2/info/tenants', TenantListSchema)) ?? []);
    const stored = storedTenant();
    const choice = chooseTenant(tenants, stored);
    if (choice.kind === 'none') return { kind: 'failed', failure: 'noActiveTenant', tenants, manager };
    if (stored === undefined) storeTenant(choice.tenant.trimmedName);
    const tenant = choice.tenant;
    const employee = await api.get('/v2/info/employee', ActiveEmployeeSchema, tenant.trimmedName);
    if (!employee) return { kind: 'failed', failure: 'noActiveEmployee', tenants, manager };
    const profile = user.profile;
    const name = typeof profile.name === 'string' ? profile.name : `${employee.firstName} ${employee.lastName}`;
    const sessionUser = { subject: profile.sub, name, email: profile.email ?? employee.email };
    writeCachedProfile({ ...sessionUser, tenants, tenant: tenant.trimmedName, employee });
    const session: Session = {
      config,
      manager,
      api,
      user: sessionUser,
      tenants,
      tenant,
      employee,
      moduleAccess: moduleAccess(tenant.subscribedModules),
      offline: false,
    };
    return { kind: 'ready', session };
  } catch (error) {
    if (error instanceof RedirectingError) return { kind: 'redirecting' };
    if (isNetworkFailure(error)) return offlineSession(config);
    if (error instanceof AppError && error.code === 'FORBIDDEN') {
      return { kind: 'failed', failure: 'noActiveEmployee', tenants: [], ...(manager ? { manager } : {}) };
    }
    if (!(error instanceof NotAuthenticatedError)) console.error('sign-in failed', error);
    return { kind: 'failed', failure: 'notAuthenticated', tenants: [], ...(manager ? { manager } : {}) };
  }
}
