import { sql } from 'drizzle-orm';
import { bigint, customType, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The PostgreSQL twin of ./schema.ts (docs/decisions/0024-postgresql-store.md): the same
 * tables, columns, keys and indexes under the same names, checked by schema-parity.test.ts.
 * Column types follow three rules so that a row reads back the same from either backend:
 * - JSON stays `text` holding JSON.stringify's bytes, exactly what SQLite's json mode stores.
 * - Flags stay `integer` 0/1 as in SQLite, so portable SQL such as `deleted = 0` runs on both.
 * - Every other SQLite INTEGER (64-bit there) becomes `bigint` read as a JS number:
 *   millisecond times overflow PostgreSQL's 32-bit integer, and counters, mutation numbers
 *   and sizes keep SQLite's range instead of failing on large values.
 */

/** JSON kept as text, written with JSON.stringify like SQLite's `text(..., { mode: 'json' })`. */
function jsonText<T>(name: string) {
  return customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })(name);
}

/** A boolean stored as integer 0/1 like SQLite's `integer(..., { mode: 'boolean' })`. */
const flag = customType<{ data: boolean; driverData: number }>({
  dataType: () => 'integer',
  toDriver: (value) => (value ? 1 : 0),
  fromDriver: (value) => Number(value) === 1,
});

/** A 64-bit integer read as a JS number (SQLite's INTEGER range; times in ms stay exact). */
const int64 = (name: string) => bigint(name, { mode: 'number' });

/** Tenants (client companies). `last_seq` numbers the tenant's change feed. */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  trimmedName: text('trimmed_name').notNull().unique(),
  fullName: text('full_name').notNull(),
  subscribedModules: jsonText<string[]>('subscribed_modules').notNull(),
  subscribedFeatures: jsonText<string[]>('subscribed_features').notNull(),
  lastSeq: int64('last_seq').notNull().default(0),
  /** The tenant's language for mail (de or en); null: German (docs/decisions/0026-mail-outbox.md). */
  language: text('language'),
});

/** Signed-in identities, keyed on issuer + subject of the access token. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_issuer_subject').on(t.issuer, t.subject), index('users_email').on(t.email)],
);

/** Business documents of every entity type; `tenant_id` leads every key. */
export const documents = pgTable(
  'documents',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    version: int64('version').notNull(),
    data: jsonText<Record<string, unknown>>('data').notNull(),
    deleted: flag('deleted').notNull().default(sql`0`),
    seq: int64('seq').notNull(),
    createdAt: int64('created_at').notNull(),
    createdBy: text('created_by'),
    updatedAt: int64('updated_at').notNull(),
    updatedBy: text('updated_by'),
    /** Where the document sits in the organisation, resolved at commit (docs/sync-spec.md A4). */
    place: jsonText<{ locations: string[]; departments: string[] }>('place')
      .notNull()
      .default(sql`'{"locations":[],"departments":[]}'`),
    /** The only user who may read or change the document (a notification's recipient); null: the access rules decide. */
    owner: text('owner'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('documents_tenant_seq').on(t.tenantId, t.seq),
    index('documents_tenant_type').on(t.tenantId, t.type),
  ],
);

/** Which identity signs in as which employee of a tenant ("employee with an account"). */
export const employeeAccounts = pgTable(
  'employee_accounts',
  {
    tenantId: text('tenant_id').notNull(),
    employeeId: text('employee_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.employeeId] }),
    uniqueIndex('employee_accounts_tenant_user').on(t.tenantId, t.userId),
    index('employee_accounts_user').on(t.userId),
  ],
);

/** Accounts of the embedded identity provider (demo and small installations). */
export const idpAccounts = pgTable('idp_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language'),
  /** Created for an employee and waiting for its first password (docs/decisions/0018-employee-accounts.md). */
  passwordPending: flag('password_pending').notNull().default(sql`0`),
});

/** One-time "set your password" links of the embedded provider; only the token's SHA-256 is stored. */
export const passwordLinks = pgTable(
  'password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id').notNull(),
    expiresAt: int64('expires_at').notNull(),
  },
  (t) => [index('password_links_account').on(t.accountId)],
);

/**
 * Personal calendar feeds (docs/domain/deadlines.md DL-14): one per user and tenant, found by
 * the SHA-256 of the secret in its URL; the secret itself is never stored.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_tenant_user').on(t.tenantId, t.userId)],
);

/** oidc-provider's persisted models (sessions, grants, codes, refresh tokens...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonText<Record<string, unknown>>('payload').notNull(),
    expiresAt: int64('expires_at'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    consumedAt: int64('consumed_at'),
    /** The embedded account the record belongs to, so removing an account finds its sessions and tokens. */
    accountId: text('account_id'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_expires').on(t.expiresAt),
    index('oidc_payloads_account').on(t.accountId),
  ],
);

/**
 * Rate-limit counters shared by the instances of one database (PostgreSQL; one SQLite
 * instance counts in memory): fixed windows per key, `window_start` in milliseconds.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: int64('window_start').notNull(),
  count: int64('count').notNull(),
});

/** Server-generated secrets (signing keys, cookie keys), created on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  /** Unix seconds, truncated like SQLite's unixepoch(). */
  createdAt: int64('created_at').notNull().default(sql`(floor(extract(epoch from now())))::bigint`),
});

/** Every committed version of every document: history tab, merge base, audit. */
export const documentVersions = pgTable(
  'document_versions',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    version: int64('version').notNull(),
    type: text('type').notNull(),
    seq: int64('seq').notNull(),
    data: jsonText<Record<string, unknown>>('data').notNull(),
    deleted: flag('deleted').notNull(),
    changedFields: jsonText<string[]>('changed_fields').notNull(),
    committedAt: int64('committed_at').notNull(),
    committedBy: text('committed_by'),
    /** The device's sync client that committed the version (null for the system). */
    clientId: text('client_id'),
    /** Why the system committed the version (a code the history names, e.g. `recompute`); null for a device. */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id, t.version] })],
);

/**
 * The version of an entity's derive rule that a tenant's stored derived values were computed
 * by (docs/sync-spec.md D3): a newer rule makes the recompute job compute them anew once.
 */
export const derivedVersions = pgTable(
  'derived_versions',
  {
    tenantId: text('tenant_id').notNull(),
    type: text('type').notNull(),
    version: int64('version').notNull(),
    computedAt: int64('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

/** A device's sync client per tenant: whose it is and the last mutation number applied (P7). */
export const syncClients = pgTable(
  'sync_clients',
  {
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    userId: text('user_id').notNull(),
    lastNumber: int64('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.clientId] })],
);

/** The stored result of every mutation, answered again for a retried push (P7). */
export const mutationResults = pgTable(
  'mutation_results',
  {
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    number: int64('number').notNull(),
    result: jsonText<Record<string, unknown>>('result').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.clientId, t.number] })],
);

/** Files and photos documents reference by SHA-256; one row per tenant and hash (a blob belongs to one tenant). */
export const blobs = pgTable(
  'blobs',
  {
    tenantId: text('tenant_id').notNull(),
    sha256: text('sha256').notNull(),
    size: int64('size').notNull(),
    type: text('type').notNull(),
    createdAt: int64('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sha256] })],
);

/** Which entity types and actions a user of a tenant wants notifications for (docs/decisions/0015). */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    subscriptions: jsonText<Record<string, string[]>>('subscriptions').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** One row per run of a scheduled job and slot: its lease while running, its record after. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: int64('slot').notNull(),
    trigger: text('trigger').notNull(),
    outcome: text('outcome').notNull(),
    holder: text('holder').notNull(),
    leaseUntil: int64('lease_until').notNull(),
    attempts: int64('attempts').notNull(),
    startedAt: int64('started_at').notNull(),
    finishedAt: int64('finished_at'),
    counts: jsonText<Record<string, number>>('counts'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

/**
/**
 * Mail waiting to be sent, sent or failed (docs/decisions/0026-mail-outbox.md): written in the
 * transaction of the change that caused it, sent by server/mail/sender.ts. `sending` rows carry
 * a lease; a row whose lease ran out is claimed again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    state: text('state').notNull(),
    attempts: int64('attempts').notNull().default(0),
    nextAttemptAt: int64('next_attempt_at').notNull(),
    leaseUntil: int64('lease_until'),
    lastError: text('last_error'),
    createdAt: int64('created_at').notNull(),
    sentAt: int64('sent_at'),
  },
  (t) => [
    index('mail_outbox_due').on(t.state, t.nextAttemptAt),
    index('mail_outbox_tenant').on(t.tenantId, t.createdAt),
  ],
);

/** Which tenants are a regulation manager's customers (docs/decisions/0043-regulation-customers.md). */
export const regulationCustomers = pgTable(
  'regulation_customers',
  {
    managerTenantId: text('manager_tenant_id').notNull(),
    customerTenantId: text('customer_tenant_id').notNull(),
    sharesEvaluations: flag('shares_evaluations').notNull().default(sql`0`),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.managerTenantId, t.customerTenantId] }),
    index('regulation_customers_customer').on(t.customerTenantId),
  ],
);

/** The assistant's full-text index (see ./schema.ts); pg_trgm GIN indexes on `transcribed` and `bare` (migration). */
export const documentSearch = pgTable(
  'document_search',
  {
    row: int64('row').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    documentId: text('document_id').notNull(),
    type: text('type').notNull(),
    titleTranscribed: text('title_transcribed').notNull(),
    titleBare: text('title_bare').notNull(),
    titleWordsTranscribed: text('title_words_transcribed').notNull(),
    titleWordsBare: text('title_words_bare').notNull(),
    transcribed: text('transcribed').notNull(),
    bare: text('bare').notNull(),
  },
  (t) => [uniqueIndex('document_search_tenant_document').on(t.tenantId, t.documentId)],
);

export const documentRefs = pgTable(
  'document_refs',
  {
    tenantId: text('tenant_id').notNull(),
    fromId: text('from_id').notNull(),
    field: text('field').notNull(),
    toId: text('to_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fromId, t.field, t.toId] }),
    index('document_refs_tenant_to').on(t.tenantId, t.toId, t.field),
  ],
);
