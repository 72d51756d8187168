import type { TenantInfo } from '../../shared/api/info';
import { COOKIE_MAX_AGE_SECONDS, TENANT_COOKIE } from '../../shared/cookies';
import { readCookie, removeCookie, writeCookie } from './cookies';

export const SELECTED_LOCATION_KEY = 'sorgfalt.selectedLocation';

export function sortTenants(tenants: readonly TenantInfo[]): TenantInfo[] {
  return [...tenants].sort((a, b) => a.fullName.localeCompare(b.fullName, 'de'));
}

export type TenantChoice = { kind: 'active'; tenant: TenantInfo } | { kind: 'none' };

/**
 * Tenant selection of platform.md §4: the cookie's tenant; without a cookie the first
 * tenant is chosen and stored; a stored tenant missing from the list is 'No active tenant'.
 */
export function chooseTenant(tenants: readonly TenantInfo[], stored: string | undefined): TenantChoice {
  if (stored !== undefined) {
    const tenant = tenants.find((t) => t.trimmedName === stored);
    return tenant ? { kind: 'active', tenant } : { kind: 'none' };
  }
  const first = tenants[0];
  return first ? { kind: 'active', tenant: first } : { kind: 'none' };
}

export function storedTenant(): string | undefined {
  return readCookie(TENANT_COOKIE);
}

export function storeTenant(trimmedName: string): void {
  writeCookie(TENANT_COOKIE, trimmedName, COOKIE_MAX_AGE_SECONDS);
}

export function forgetTenant(): void {
  removeCookie(TENANT_COOKIE);
}
