import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DEFAULT_SUBSCRIPTIONS,
  type Subscriptions,
  SubscriptionsSchema,
} from '../../shared/notifications/subscriptions';
import type { Db } from '../db/database';
import { notificationSubscriptions } from '../db/schema';

/** Parses what is stored; a row that no longer parses (a type left the registry) subscribes to nothing of it. */
export function parseStored(stored: unknown): Subscriptions {
  if (!stored || typeof stored !== 'object') return {};
  const cleaned: Record<string, unknown> = {};
  for (const [type, actions] of Object.entries(stored)) {
    const one = v.safeParse(SubscriptionsSchema, { [type]: actions });
    if (one.success) Object.assign(cleaned, one.output);
  }
  return cleaned as Subscriptions;
}

/**
 * A user's subscriptions in a tenant; until they save their own, the reminders of due dates
 * (`DEFAULT_SUBSCRIPTIONS`, decision 0041) and no changes (docs/decisions/0015-notifications.md).
 */
export async function readSubscriptions(db: Db, tenantId: string, userId: string): Promise<Subscriptions> {
  const row = await db
    .select({ subscriptions: notificationSubscriptions.subscriptions })
    .from(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.tenantId, tenantId), eq(notificationSubscriptions.userId, userId)))
    .get();
  return row ? parseStored(row.subscriptions) : DEFAULT_SUBSCRIPTIONS;
}

/** Replaces a user's subscriptions in a tenant as a whole (the settings screen saves them all). */
export async function saveSubscriptions(
  db: Db,
  tenantId: string,
  userId: string,
  subscriptions: Subscriptions,
): Promise<void> {
  const value = { ...subscriptions } as Record<string, string[]>;
  await db
    .insert(notificationSubscriptions)
    .values({ tenantId, userId, subscriptions: value, updatedAt: Date.now() })
    .onConflictDoUpdate({
      target: [notificationSubscriptions.tenantId, notificationSubscriptions.userId],
      set: { subscriptions: value, updatedAt: Date.now() },
    })
    .run();
}
