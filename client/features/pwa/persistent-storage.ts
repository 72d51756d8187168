/** The part of navigator.storage used here; every member may be missing (old browsers, insecure contexts). */
export interface PersistableStorage {
  persisted?: (() => Promise<boolean>) | undefined;
  persist?: (() => Promise<boolean>) | undefined;
}

export interface NavigatorWithStorage {
  storage?: PersistableStorage | undefined;
}

const requests = new WeakMap<object, Promise<boolean>>();

/**
 * Asks the browser to keep Sorgfalt's offline data (IndexedDB, caches) under storage pressure.
 * Calls navigator.storage.persist() at most once per page, and only when storage is not persisted yet.
 * Resolves to whether storage is persisted; never throws.
 */
export function requestPersistentStorage(
  nav: NavigatorWithStorage | undefined = globalThis.navigator,
): Promise<boolean> {
  const storage = nav?.storage;
  if (storage === undefined || storage === null) return Promise.resolve(false);
  let request = requests.get(storage);
  if (request === undefined) {
    request = ask(storage);
    requests.set(storage, request);
  }
  return request;
}

async function ask(storage: PersistableStorage): Promise<boolean> {
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    if (typeof storage.persist !== 'function') return false;
    return (await storage.persist()) === true;
  } catch {
    return false;
  }
}
