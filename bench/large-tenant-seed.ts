import { type Db, openDatabase } from '../server/db/database';
import { writeDocument } from '../server/sync/write-document';
import { validateDocument } from '../shared/entities/derive/schema';
import { entityFor } from '../shared/entities/registry';
import { seedDocument } from './large-tenant-data';

const TRANSACTION_SIZE = 5000;

/**
 * Writes `count` documents into a tenant straight through writeDocument, `TRANSACTION_SIZE`
 * a transaction, each validated against the registry, with the place a commit would resolve.
 */
export async function seedLargeTenant(databaseFile: string, tenantId: string, count: number): Promise<void> {
  const database = openDatabase(databaseFile);
  try {
    await seedLargeTenantInto(database.db, tenantId, count);
  } finally {
    await database.close();
  }
}

/** `seedLargeTenant` into an open store (SQLite or PostgreSQL). */
export async function seedLargeTenantInto(db: Db, tenantId: string, count: number): Promise<void> {
  for (let first = 0; first < count; first += TRANSACTION_SIZE) {
    await db.transaction(async (tx) => {
      for (let index = first; index < Math.min(count, first + TRANSACTION_SIZE); index++) {
        const document = seedDocument(index);
        const entity = entityFor(document.type);
        if (!entity) throw new Error(`${document.type} is not in the registry`);
        const validation = validateDocument(entity, document.data);
        if (!validation.ok) throw new Error(`${document.id} is invalid: ${JSON.stringify(validation.issues)}`);
        await writeDocument(
          tx,
          {
            tenantId,
            id: document.id,
            type: document.type,
            data: validation.data,
            deleted: false,
            place: document.place,
            by: null,
            changedFields: Object.keys(validation.data),
          },
          undefined,
        );
      }
    });
  }
}
