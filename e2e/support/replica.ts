import type { Page } from 'playwright-core';

/** The replica database of a user in a tenant, as the client names it. */
export const replicaName = (tenant: string, userSubject: string) => `sorgfalt:${tenant}:${userSubject}`;

/**
 * The document ids a device holds in IndexedDB: the server state (`documents`) and what
 * screens read (`view`), read with the plain IndexedDB API beside the running app.
 */
export function replicaIds(page: Page, database: string): Promise<{ documents: string[]; view: string[] }> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const keys = (table: string) =>
      new Promise<string[]>((resolve, reject) => {
        const request = db.transaction(table).objectStore(table).getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error);
      });
    try {
      return { documents: await keys('documents'), view: await keys('view') };
    } finally {
      db.close();
    }
  }, database);
}
