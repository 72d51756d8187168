import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import type { S3BlobSettings } from './blobs/s3-blob-storage';
import type { DatabaseLocation } from './db/database';
import { MAIL_ENV, type MailConfig, mailConfig, mailProblems } from './mail/mail-config';

/**
 * Server configuration, read once from environment variables and validated.
 * Every variable is documented in docs/operations.md.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** The embedded SQLite file (the default), or PostgreSQL when DATABASE_URL is a postgres:// URL. */
  readonly database: DatabaseLocation;
  readonly publicUrl: string;
  readonly production: boolean;
  readonly embeddedIdp: boolean;
  readonly demoData: boolean;
  readonly oidc: {
    readonly issuer: string;
    readonly clientId: string;
    readonly scope: string;
    readonly knownAuthority: string;
    readonly audience: string;
  };
  readonly staticDir: string;
  /**
   * Whose X-Forwarded-* headers to believe: false (nobody, the default), true (every hop) or
   * the addresses and CIDR ranges of the reverse proxies. The login rate limit keys on the
   * client address, so a forged X-Forwarded-For must not count when no proxy is in front.
   */
  readonly trustProxy: boolean | readonly string[];
  /** Sign-in attempts of the embedded provider per address and minute. */
  readonly loginAttemptsPerMinute: number;
  /** Pulls and pushes one user may make per minute in one tenant. */
  readonly syncRateLimitPerMinute: number;
  /** The least severe pino level written to the JSON log on stdout. */
  readonly logLevel: LogLevel;
  /** How long a shutdown waits for requests in flight before it cuts their connections. */
  readonly shutdownGraceMs: number;
  readonly assistant: {
    /** The OpenAI-compatible model server; unset: the embedded grounded answerer. */
    readonly openAi: OpenAiSettings | undefined;
    /** Longest wait for the model server's answer to start and between two parts of it. */
    readonly timeoutMs: number;
  };
  /** Where blob bytes live: files under DATA_DIR/blobs, or an S3-compatible bucket shared by several instances. */
  readonly blobStorage: BlobStorageConfig;
  /** The SMTP server of the mail outbox, attempts and backoff (server/mail/). */
  readonly mail: MailConfig;
}

/** S3 credentials are not part of it: the AWS SDK's standard chain finds them (and they are never logged). */
export type BlobStorageConfig = { readonly kind: 'file' } | ({ readonly kind: 's3' } & S3BlobSettings);

export interface OpenAiSettings {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'] as const;
const booleanText = v.picklist(BOOLEAN_WORDS);
const isBooleanWord = (value: string) => (BOOLEAN_WORDS as readonly string[]).includes(value);
const urlText = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://'));

/** A proxy address as proxy-addr reads it: an IP, an IP/prefix, or loopback, linklocal, uniquelocal. */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const proxyListText = v.pipe(
  v.string(),
  v.check(
    (value) => isBooleanWord(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be true, false or a comma-separated list of proxy addresses or CIDR ranges',
  ),
);

/** A per-minute budget: a whole number of at least 1. */
const perMinute = v.pipe(
  v.string(),
  v.regex(/^\d{1,7}$/, 'must be a whole number'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'must be at least 1'),
);

/** Milliseconds of a shutdown's grace period: 0 (cut at once) up to ten minutes. */
const graceMs = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}$/, 'must be a whole number of milliseconds'),
  v.transform(Number),
  v.number(),
  v.maxValue(600_000, 'must be at most 600000 (ten minutes)'),
);

/** An S3 key prefix: segments of printable characters without spaces or backslashes, each joined by `/`. */
function isKeyPrefix(value: string): boolean {
  return value
    .replace(/\/$/, '')
    .split('/')
    .every(
      (segment) => /^[\x21-\x7e]+$/.test(segment) && !segment.includes('\\') && segment !== '.' && segment !== '..',
    );
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE'] as const;

const EnvSchema = v.object({
  ASSISTANT_OPENAI_BASE_URL: v.optional(urlText),
  ASSISTANT_OPENAI_MODEL: v.optional(v.pipe(v.string(), v.regex(/^\S+$/, 'must not contain spaces'))),
  ASSISTANT_OPENAI_API_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')),
  ),
  ASSISTANT_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'must be a whole number'),
      v.transform(Number),
      v.number(),
      v.minValue(1000, 'must be at least 1000'),
    ),
  ),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a whole number'),
      v.transform(Number),
      v.number(),
      v.minValue(1, 'must be between 1 and 65535'),
      v.maxValue(65535, 'must be between 1 and 65535'),
    ),
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  LOGIN_ATTEMPTS_PER_MINUTE: v.optional(perMinute),
  SYNC_RATE_LIMIT_PER_MINUTE: v.optional(perMinute),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(sqlite|file|postgres|postgresql):/, 'must be a sqlite:, file:, postgres: or postgresql: URL'),
      v.check((url) => !/^postgres(ql)?:/.test(url) || URL.canParse(url), 'must be a valid postgres:// URL'),
    ),
  ),
  PUBLIC_URL: v.optional(urlText),
  NODE_ENV: v.optional(v.string()),
  EMBEDDED_IDP: v.optional(booleanText),
  DEMO_DATA: v.optional(booleanText),
  OIDC_ISSUER: v.optional(urlText),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]+$/, 'may hold letters, digits and . _ : - only'))),
  OIDC_SCOPE: v.optional(v.pipe(v.string(), v.regex(/(^|\s)openid(\s|$)/, 'must include openid'))),
  OIDC_KNOWN_AUTHORITY: v.optional(urlText),
  OIDC_AUDIENCE: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  TRUST_PROXY: v.optional(proxyListText),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  SHUTDOWN_GRACE_MS: v.optional(graceMs),
  BLOB_STORAGE: v.optional(v.picklist(['file', 's3'], 'must be file or s3')),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
      ),
    ),
  ),
  S3_ENDPOINT: v.optional(urlText),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'may hold letters, digits, _ and - only'))),
  S3_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(512, 'must be at most 512 characters'),
      v.check(
        isKeyPrefix,
        'must be /-separated parts of printable characters without spaces or backslashes, no leading /, no empty, . or .. parts',
      ),
    ),
  ),
  S3_FORCE_PATH_STYLE: v.optional(booleanText),
  ...MAIL_ENV,
});

function truthy(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === 'true' || value === '1' || value === 'yes';
}

function trustProxyFrom(value: string | undefined): boolean | string[] {
  if (value === undefined) return false;
  if (isBooleanWord(value)) return truthy(value) === true;
  return value.split(',').map((entry) => entry.trim());
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseLocation {
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'sorgfalt.db') };
  if (/^postgres(ql)?:/.test(url)) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, '')) };
}

/** The SQLite file of a configuration that uses one; tools that read the file directly need it. */
export function sqliteFileOf(config: Pick<Config, 'database'>): string {
  if (config.database.kind !== 'sqlite') throw new Error('this needs the embedded SQLite database, not PostgreSQL');
  return config.database.file;
}

type Env = v.InferOutput<typeof EnvSchema>;

/** The model needs the base URL and the other way round; a key alone would be silently unused. */
function assistantProblems(e: Env): string[] {
  if (e.ASSISTANT_OPENAI_BASE_URL !== undefined) {
    return e.ASSISTANT_OPENAI_MODEL === undefined
      ? ['ASSISTANT_OPENAI_MODEL: required when ASSISTANT_OPENAI_BASE_URL is set']
      : [];
  }
  return (['ASSISTANT_OPENAI_MODEL', 'ASSISTANT_OPENAI_API_KEY'] as const)
    .filter((name) => e[name] !== undefined)
    .map((name) => `${name}: has no effect without ASSISTANT_OPENAI_BASE_URL`);
}

/** The bucket is needed for s3; S3_* beside the file storage would be silently unused. */
function blobStorageProblems(e: Env): string[] {
  if (e.BLOB_STORAGE === 's3') return e.S3_BUCKET === undefined ? ['S3_BUCKET: required when BLOB_STORAGE=s3'] : [];
  return S3_VARIABLES.filter((name) => e[name] !== undefined).map(
    (name) => `${name}: has no effect unless BLOB_STORAGE=s3`,
  );
}

function blobStorageConfig(e: Env): BlobStorageConfig {
  if (e.BLOB_STORAGE !== 's3' || e.S3_BUCKET === undefined) return { kind: 'file' };
  const prefix = e.S3_PREFIX === undefined ? '' : e.S3_PREFIX.replace(/\/?$/, '/');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    ...(e.S3_ENDPOINT === undefined ? {} : { endpoint: e.S3_ENDPOINT }),
    prefix,
    forcePathStyle: truthy(e.S3_FORCE_PATH_STYLE) ?? false,
  };
}

function openAiSettings(e: Env): OpenAiSettings | undefined {
  if (e.ASSISTANT_OPENAI_BASE_URL === undefined || e.ASSISTANT_OPENAI_MODEL === undefined) return undefined;
  return {
    baseUrl: e.ASSISTANT_OPENAI_BASE_URL.replace(/\/+$/, ''),
    model: e.ASSISTANT_OPENAI_MODEL,
    ...(e.ASSISTANT_OPENAI_API_KEY === undefined ? {} : { apiKey: e.ASSISTANT_OPENAI_API_KEY }),
  };
}

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = v.safeParse(EnvSchema, known);
  if (!parsed.success) {
    throw new ConfigError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`));
  }
  const e = parsed.output;
  const port = e.PORT ?? 3000;
  const production = e.NODE_ENV === 'production';
  const embeddedExplicit = truthy(e.EMBEDDED_IDP);
  const embeddedIdp = embeddedExplicit ?? !production;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data');
  const problems: string[] = [];
  if (!embeddedIdp && e.OIDC_ISSUER === undefined) {
    problems.push(
      production && embeddedExplicit === undefined
        ? 'OIDC_ISSUER: required in production, where the embedded identity provider is off unless EMBEDDED_IDP=true'
        : 'OIDC_ISSUER: required when the embedded identity provider is off',
    );
  }
  if (production && embeddedIdp && truthy(e.DEMO_DATA) === true) {
    problems.push('DEMO_DATA: demo accounts with a known password are refused in production');
  }
  problems.push(...assistantProblems(e));
  problems.push(...blobStorageProblems(e));
  problems.push(...mailProblems(e));
  if (problems.length > 0) throw new ConfigError(problems);
  const issuer = embeddedIdp ? `${publicUrl}/oidc` : (e.OIDC_ISSUER ?? '');
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    database: databaseFrom(e.DATABASE_URL, dataDir),
    publicUrl,
    production,
    embeddedIdp,
    demoData: truthy(e.DEMO_DATA) ?? (embeddedIdp && !production),
    oidc: {
      issuer,
      clientId: e.OIDC_CLIENT_ID ?? 'sorgfalt-web',
      scope: e.OIDC_SCOPE ?? 'openid profile email',
      knownAuthority: e.OIDC_KNOWN_AUTHORITY ?? issuer,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    },
    staticDir: path.resolve(cwd, e.STATIC_DIR ?? 'dist/client'),
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
    syncRateLimitPerMinute: e.SYNC_RATE_LIMIT_PER_MINUTE ?? 1200,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE ?? 10,
    assistant: { openAi: openAiSettings(e), timeoutMs: e.ASSISTANT_TIMEOUT_MS ?? 60_000 },
    logLevel: e.LOG_LEVEL ?? 'info',
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? 10_000,
    blobStorage: blobStorageConfig(e),
    mail: mailConfig(e),
  };
}
