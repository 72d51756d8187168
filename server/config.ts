import path from 'node:path';
import * as v from 'valibot';

/**
 * Server configuration, read once from environment variables and validated.
 * Every variable is documented in docs/operations.md.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseFile: string;
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
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const booleanText = v.picklist(['true', 'false', '1', '0', 'yes', 'no']);
const urlText = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://'));

const EnvSchema = v.object({
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
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(sqlite|file):/, 'must be a sqlite: or file: URL (PostgreSQL arrives with issue 8)')),
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
});

function truthy(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === 'true' || value === '1' || value === 'yes';
}

function databaseFileFrom(url: string | undefined, dataDir: string): string {
  if (url === undefined) return path.join(dataDir, 'sorgfalt.db');
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return path.resolve(file);
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
  if (production && embeddedIdp && embeddedExplicit !== true) {
    problems.push('EMBEDDED_IDP: the embedded identity provider is off in production unless EMBEDDED_IDP=true');
  }
  if (!embeddedIdp && e.OIDC_ISSUER === undefined) {
    problems.push('OIDC_ISSUER: required when the embedded identity provider is off');
  }
  if (production && embeddedIdp && truthy(e.DEMO_DATA) === true) {
    problems.push('DEMO_DATA: demo accounts with a known password are refused in production');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const issuer = (embeddedIdp ? `${publicUrl}/oidc` : (e.OIDC_ISSUER ?? '')).replace(/\/+$/, '');
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseFile: databaseFileFrom(e.DATABASE_URL, dataDir),
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
  };
}
