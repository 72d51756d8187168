import type { UserManager } from 'oidc-client-ts';
import { readCookie } from './cookies';
import { clearCachedProfile } from './profile-cache';
import { forgetTenant, SELECTED_LOCATION_KEY } from './tenant-selection';

/** Removes everything of the signed-in user from this device: profile, replicas, storage. */
export async function clearLocalUserData(): Promise<void> {
  clearCachedProfile();
  forgetTenant();
  localStorage.removeItem(SELECTED_LOCATION_KEY);
  const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
  await Promise.all(
    databases
      .map((db) => db.name)
      .filter((name): name is string => typeof name === 'string' && name.startsWith('sorgfalt'))
      .map(
        (name) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}

/** Asks the server to clear this origin's HTTP cache (files cached as `private`). */
async function clearHttpCache(): Promise<void> {
  const xsrf = readCookie('XSRF-TOKEN');
  await fetch('/api/v2/session/clear-cache', {
    method: 'POST',
    credentials: 'same-origin',
    headers: xsrf ? { 'X-XSRF-TOKEN': xsrf } : {},
  }).catch(() => undefined);
}

/** Logout of platform.md §4: clear cached data, remove the tenant cookie, redirect logout. */
export async function signOut(manager: UserManager | undefined, closeReplica: () => void = () => {}): Promise<void> {
  const user = await manager?.getUser().catch(() => null);
  closeReplica();
  await clearLocalUserData();
  await clearHttpCache();
  if (manager && navigator.onLine) {
    // Revoke where the provider offers it (the embedded one does, Entra ID does not).
    await manager.revokeTokens(['refresh_token']).catch(() => undefined);
    await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
    return;
  }
  await manager?.removeUser();
  sessionStorage.clear();
  window.location.assign('/');
}

/** Switching tenant stores the new one, clears the selected location and reloads (platform.md §4). */
export function switchTenant(trimmedName: string, store: (name: string) => void): void {
  store(trimmedName);
  localStorage.removeItem(SELECTED_LOCATION_KEY);
  window.location.reload();
}
