import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarFeeds } from '../../db/schema';

/** The SHA-256 of a feed's secret, the only form the server keeps (DL-14). */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the user has a feed in the tenant, and since when. */
export async function feedOf(db: Db, tenantId: string, userId: string): Promise<{ createdAt: number } | undefined> {
  return db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId)))
    .get();
}

/** A new secret for the user's feed in the tenant; the earlier one stops working. Answers the secret. */
export async function createFeed(db: Db, tenantId: string, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await revokeFeed(tx, tenantId, userId);
    await tx
      .insert(calendarFeeds)
      .values({ tokenHash: hashOf(token), tenantId, userId, createdAt: now })
      .run();
  });
  return token;
}

/** Revokes the user's feed in the tenant: its URL answers 404 from now on. */
export async function revokeFeed(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId)))
    .run();
}

/** The tenant and user a secret belongs to, or undefined for an unknown or revoked one. */
export async function feedOwner(db: Db, token: string): Promise<{ tenantId: string; userId: string } | undefined> {
  return db
    .select({ tenantId: calendarFeeds.tenantId, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)))
    .get();
}
