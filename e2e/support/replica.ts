import type { Page } from 'playwright-core';

/** The replica database of a user in a tenant, as the client names it. */
export const replicaName = (tenant: string, userSubject: string) => `sorgfalt:${tenant}:${userSubject}`;

/**
 * The document ids a device holds in IndexedDB: what screens read (`view`) and the server
 * states kept under pending edits (`shadows`), read with the plain IndexedDB API beside the
 * running app.
 */
export function replicaIds(page: Page, database: string): Promise<{ view: string[]; shadows: string[] }> {
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
      return { view: await keys('view'), shadows: await keys('shadows') };
    } finally {
      db.close();
    }
  }, database);
}
