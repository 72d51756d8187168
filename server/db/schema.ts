import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Tenants (client companies). `last_seq` numbers the tenant's change feed. */
export const tenants = sqliteTable('tenants', {
  id: text('id').primaryKey(),
  trimmedName: text('trimmed_name').notNull().unique(),
  fullName: text('full_name').notNull(),
  subscribedModules: text('subscribed_modules', { mode: 'json' }).$type<string[]>().notNull(),
  subscribedFeatures: text('subscribed_features', { mode: 'json' }).$type<string[]>().notNull(),
  lastSeq: integer('last_seq').notNull().default(0),
  /** The tenant's language for mail (de or en); null: German (docs/decisions/0026-mail-outbox.md). */
  language: text('language'),
});

/** Signed-in identities, keyed on issuer + subject of the access token. */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_issuer_subject').on(t.issuer, t.subject), index('users_email').on(t.email)],
);

/** Business documents of every entity type; `tenant_id` leads every key. */
export const documents = sqliteTable(
  'documents',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    seq: integer('seq').notNull(),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by'),
    updatedAt: integer('updated_at').notNull(),
    updatedBy: text('updated_by'),
    /** Where the document sits in the organisation, resolved at commit (docs/sync-spec.md A4). */
    place: text('place', { mode: 'json' })
      .$type<{ locations: string[]; departments: string[] }>()
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
export const employeeAccounts = sqliteTable(
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
export const idpAccounts = sqliteTable('idp_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language'),
  /** Created for an employee and waiting for its first password (docs/decisions/0018-employee-accounts.md). */
  passwordPending: integer('password_pending', { mode: 'boolean' }).notNull().default(false),
});

/** One-time "set your password" links of the embedded provider; only the token's SHA-256 is stored. */
export const passwordLinks = sqliteTable(
  'password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('password_links_account').on(t.accountId)],
);

/**
 * Personal calendar feeds (docs/domain/deadlines.md DL-14): one per user and tenant, found by
 * the SHA-256 of the secret in its URL; the secret itself is never stored.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_tenant_user').on(t.tenantId, t.userId)],
);

/** oidc-provider's persisted models (sessions, grants, codes, refresh tokens...). */
export const oidcPayloads = sqliteTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    expiresAt: integer('expires_at'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    consumedAt: integer('consumed_at'),
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
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Server-generated secrets (signing keys, cookie keys), created on first start. */
export const serverSecrets = sqliteTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
});

/** Every committed version of every document: history tab, merge base, audit. */
export const documentVersions = sqliteTable(
  'document_versions',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    version: integer('version').notNull(),
    type: text('type').notNull(),
    seq: integer('seq').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull(),
    changedFields: text('changed_fields', { mode: 'json' }).$type<string[]>().notNull(),
    committedAt: integer('committed_at').notNull(),
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
export const derivedVersions = sqliteTable(
  'derived_versions',
  {
    tenantId: text('tenant_id').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    computedAt: integer('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

/** A device's sync client per tenant: whose it is and the last mutation number applied (P7). */
export const syncClients = sqliteTable(
  'sync_clients',
  {
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    userId: text('user_id').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.clientId] })],
);

/** The stored result of every mutation, answered again for a retried push (P7). */
export const mutationResults = sqliteTable(
  'mutation_results',
  {
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    number: integer('number').notNull(),
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.clientId, t.number] })],
);

/** Files and photos documents reference by SHA-256; one row per tenant and hash (a blob belongs to one tenant). */
export const blobs = sqliteTable(
  'blobs',
  {
    tenantId: text('tenant_id').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    type: text('type').notNull(),
    createdAt: integer('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sha256] })],
);

/** Which entity types and actions a user of a tenant wants notifications for (docs/decisions/0015). */
export const notificationSubscriptions = sqliteTable(
  'notification_subscriptions',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    subscriptions: text('subscriptions', { mode: 'json' }).$type<Record<string, string[]>>().notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/**
 * One row per run of a scheduled job and slot (docs/decisions/0025-scheduled-jobs.md): the row
 * is the slot's lease while `outcome` is `running` (until `lease_until`, ms) and its record after.
 * `slot` and the times are ms since the epoch; `counts` is what the job reported.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: integer('slot').notNull(),
    /** `schedule` (a slot of the job's schedule) or `operator` (npm run job). */
    trigger: text('trigger').notNull(),
    /** `running`, `ok` or `failed`. */
    outcome: text('outcome').notNull(),
    holder: text('holder').notNull(),
    leaseUntil: integer('lease_until').notNull(),
    attempts: integer('attempts').notNull(),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    counts: text('counts', { mode: 'json' }).$type<Record<string, number>>(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

/**
 * Mail waiting to be sent, sent or failed (docs/decisions/0026-mail-outbox.md): written in the
 * transaction of the change that caused it, sent by server/mail/sender.ts. `sending` rows carry
 * a lease; a row whose lease ran out is claimed again.
 */
export const mailOutbox = sqliteTable(
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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    index('mail_outbox_due').on(t.state, t.nextAttemptAt),
    index('mail_outbox_tenant').on(t.tenantId, t.createdAt),
  ],
);

/**
 * Which tenants are a regulation manager's customers (docs/decisions/0043-regulation-customers.md),
 * set by the operator (`npm run regulation-customers`), never by a tenant's users. Publishing
 * delivers a manager's regulations only to these tenants; `shares_evaluations` lets the manager
 * see the customer's compliance counts on the customers list, never the evaluations themselves.
 */
export const regulationCustomers = sqliteTable(
  'regulation_customers',
  {
    managerTenantId: text('manager_tenant_id').notNull(),
    customerTenantId: text('customer_tenant_id').notNull(),
    sharesEvaluations: integer('shares_evaluations', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.managerTenantId, t.customerTenantId] }),
    index('regulation_customers_customer').on(t.customerTenantId),
  ],
);

/**
 * The assistant's full-text index (docs/decisions/0058-document-search-index.md): per document
 * of a type the app opens and not deleted, its title and all its text in the list search's two
 * folded forms (shared/text-search.ts), written in the transaction of each document write.
 * SQLite indexes `transcribed` and `bare` with an FTS5 trigram table over these rows (migration
 * `document_search_fts`); PostgreSQL with pg_trgm GIN indexes. `row` is the FTS5 rowid.
 */
export const documentSearch = sqliteTable(
  'document_search',
  {
    row: integer('row').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    documentId: text('document_id').notNull(),
    type: text('type').notNull(),
    /** The title from the data (empty when the title field is; the entity's label stands in at query time). */
    titleTranscribed: text('title_transcribed').notNull(),
    titleBare: text('title_bare').notNull(),
    /** The title's words (split where no letter or digit is), each between spaces: a whole word is ` word `. */
    titleWordsTranscribed: text('title_words_transcribed').notNull(),
    titleWordsBare: text('title_words_bare').notNull(),
    /** Every string of the data, joined by spaces. */
    transcribed: text('transcribed').notNull(),
    bare: text('bare').notNull(),
  },
  (t) => [uniqueIndex('document_search_tenant_document').on(t.tenantId, t.documentId)],
);

/**
 * Which document refers to which (docs/decisions/0065-references-index.md): one row per
 * reference a live document's data make through its entity's reference fields (`field` is the
 * path, `composition.component`), written in the transaction of each document write and removed
 * with the document. Hooks find the documents that name an id here instead of reading the
 * tenant's documents of a type; every query names the tenant.
 */
export const documentRefs = sqliteTable(
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
