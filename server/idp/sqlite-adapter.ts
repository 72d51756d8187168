import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import { oidcPayloads } from '../db/schema';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider storage in the server's own SQLite database, so sessions,
 * grants and refresh tokens survive a restart (the built-in memory adapter
 * is for development only).
 */
export function sqliteAdapterFactory(db: Db): new (kind: string) => Adapter {
  return class SqliteAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload: payload as Record<string, unknown>,
        expiresAt: expiresIn ? nowSeconds() + expiresIn : null,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        consumedAt: null,
        accountId: payload.accountId ?? null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row })
        .run();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.read(eq(oidcPayloads.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.read(eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.read(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: nowSeconds() })
        .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)))
        .run();
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)))
        .run();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId)).run();
    }

    private async read(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const row = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, this.kind), where))
        .get();
      if (!row) return undefined;
      if (row.expiresAt !== null && row.expiresAt <= nowSeconds()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt === null ? payload : { ...payload, consumed: row.consumedAt };
    }
  };
}

/** Removes the provider records expired before `at` (unix seconds); returns how many. */
export async function purgeExpiredOidcPayloads(db: Db, at: number): Promise<number> {
  const purged = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, at))
    .returning({ kind: oidcPayloads.kind });
  return purged.length;
}
