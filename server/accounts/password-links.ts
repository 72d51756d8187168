import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idpAccounts, passwordLinks } from '../db/schema';
import type { IdpAccount } from './embedded-accounts';

/** How long a "set your password" link works. */
export const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new link token for the account; earlier links of the account stop working. Two statements:
 * run it inside a transaction.
 */
export async function issueLink(
  db: Db,
  account: IdpAccount,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + LINK_LIFETIME_MS;
  await db.delete(passwordLinks).where(eq(passwordLinks.accountId, account.id)).run();
  await db
    .insert(passwordLinks)
    .values({ tokenHash: digest(token), accountId: account.id, expiresAt })
    .run();
  return { token, expiresAt };
}

/**
 * The account a valid, unexpired token belongs to; the token is used up either way. The link
 * is taken by one DELETE … RETURNING, so of two requests with the same token only one gets it
 * (a read and then a delete would let both through on PostgreSQL).
 */
export async function redeemLink(db: Db, token: string, now = Date.now()): Promise<IdpAccount | undefined> {
  const link = await db
    .delete(passwordLinks)
    .where(eq(passwordLinks.tokenHash, digest(token)))
    .returning({ accountId: passwordLinks.accountId, expiresAt: passwordLinks.expiresAt })
    .get();
  if (!link || link.expiresAt <= now) return undefined;
  return db.select().from(idpAccounts).where(eq(idpAccounts.id, link.accountId)).get();
}

export async function setPassword(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.update(idpAccounts).set({ passwordHash, passwordPending: false }).where(eq(idpAccounts.id, accountId)).run();
}
