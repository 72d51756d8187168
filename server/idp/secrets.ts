import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

async function loadOrCreate(db: Db, name: string, create: () => Promise<string>): Promise<string> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get();
  if (existing) return existing.value;
  const value = await create();
  await db
    .insert(serverSecrets)
    .values({ name, value, createdAt: Math.floor(Date.now() / 1000) })
    .onConflictDoNothing()
    .run();
  const stored = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get();
  return stored?.value ?? value;
}

export interface IdpSecrets {
  readonly signingKeys: JWK[];
  readonly cookieKeys: string[];
}

/** The embedded provider's signing key and cookie keys, created once and kept in the database. */
export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const signingKey = await loadOrCreate(db, 'idp.signing-key.1', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') });
  });
  const cookieKey = await loadOrCreate(db, 'idp.cookie-key.1', async () => randomBytes(32).toString('base64url'));
  return { signingKeys: [JSON.parse(signingKey) as JWK], cookieKeys: [cookieKey] };
}
