import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const CWD = path.resolve('/srv/sorgfalt');

function problemsOf(env: Record<string, string | undefined>): readonly string[] {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for development: port 3000, embedded provider, demo data', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(CWD, 'data'),
      database: { kind: 'sqlite', file: path.join(CWD, 'data', 'sorgfalt.db') },
      publicUrl: 'http://localhost:3000',
      production: false,
      embeddedIdp: true,
      demoData: true,
      oidc: {
        issuer: 'http://localhost:3000/oidc',
        clientId: 'sorgfalt-web',
        scope: 'openid profile email',
        knownAuthority: 'http://localhost:3000/oidc',
        audience: 'http://localhost:3000/api',
      },
      staticDir: path.join(CWD, 'dist', 'client'),
      trustProxy: false,
      syncRateLimitPerMinute: 1200,
      loginAttemptsPerMinute: 10,
      assistant: { openAi: undefined, timeoutMs: 60_000 },
      logLevel: 'info',
      shutdownGraceMs: 10_000,
      blobStorage: { kind: 'file' },
      mail: { smtp: undefined, maxAttempts: 8, retryBaseMs: 60_000 },
    });
  });

  it('derives issuer and audience from PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://sorgfalt.example/', PORT: '8080' }, CWD);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://sorgfalt.example');
    expect(config.oidc.issuer).toBe('https://sorgfalt.example/oidc');
    expect(config.oidc.audience).toBe('https://sorgfalt.example/api');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: '' }, CWD).port).toBe(3000);
  });

  it.each([
    ['sqlite:///var/lib/sorgfalt/sorgfalt.db', { kind: 'sqlite', file: '/var/lib/sorgfalt/sorgfalt.db' }],
    ['file:data/other.db', { kind: 'sqlite', file: path.resolve('data/other.db') }],
    [
      'postgres://sorgfalt@db.internal:5432/sorgfalt',
      { kind: 'postgres', url: 'postgres://sorgfalt@db.internal:5432/sorgfalt' },
    ],
    ['postgresql://db/sorgfalt?sslmode=require', { kind: 'postgres', url: 'postgresql://db/sorgfalt?sslmode=require' }],
  ])('DATABASE_URL %s chooses the store', (url, database) => {
    expect(loadConfig({ DATABASE_URL: url }, CWD).database).toEqual(database);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PUBLIC_URL', 'ftp://x'],
    ['PUBLIC_URL', 'not a url'],
    ['OIDC_SCOPE', 'profile email'],
    ['OIDC_SCOPE', 'openidx profile'],
    ['OIDC_CLIENT_ID', 'a b'],
    ['DATABASE_URL', 'mysql://db/sorgfalt'],
    ['DATABASE_URL', 'postgres://exa mple/sorgfalt'],
    ['EMBEDDED_IDP', 'maybe'],
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['ASSISTANT_OPENAI_BASE_URL', 'localhost:11434'],
    ['ASSISTANT_TIMEOUT_MS', '500'],
    ['ASSISTANT_TIMEOUT_MS', 'soon'],
    ['LOG_LEVEL', 'verbose'],
    ['SHUTDOWN_GRACE_MS', '10s'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['SHUTDOWN_GRACE_MS', '600001'],
    ['BLOB_STORAGE', 'minio'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_BUCKET', 'ab'],
    ['S3_BUCKET', '-sorgfalt'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_REGION', 'eu central'],
    ['S3_PREFIX', '/sorgfalt/'],
    ['S3_PREFIX', 'a//b'],
    ['S3_PREFIX', 'a/../b'],
    ['S3_PREFIX', 'with space/'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(new RegExp(`^${name}: `));
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', PUBLIC_URL: 'ftp://x' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'PUBLIC_URL']);
  });

  it('refuses the embedded provider in production unless EMBEDDED_IDP=true', () => {
    // Off by default in production, so an external issuer is then required.
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^OIDC_ISSUER: /)]);
    expect(problemsOf({ NODE_ENV: 'production', EMBEDDED_IDP: 'false' })).toEqual([
      expect.stringMatching(/^OIDC_ISSUER: /),
    ]);
    expect(loadConfig({ NODE_ENV: 'production', EMBEDDED_IDP: 'true' }, CWD)).toMatchObject({
      production: true,
      embeddedIdp: true,
      demoData: false,
    });
  });

  it('uses an external provider in production when OIDC_ISSUER is set, keeping its issuer exactly', () => {
    const config = loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://login.example/realm/' }, CWD);
    expect(config.embeddedIdp).toBe(false);
    expect(config.oidc.issuer).toBe('https://login.example/realm/');
    expect(config.demoData).toBe(false);
  });

  it('refuses EMBEDDED_IDP=false without OIDC_ISSUER', () => {
    expect(problemsOf({ EMBEDDED_IDP: 'false' })).toEqual([expect.stringMatching(/^OIDC_ISSUER: /)]);
  });

  it('refuses demo accounts with their known password in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', EMBEDDED_IDP: 'true', DEMO_DATA: 'true' })).toEqual([
      expect.stringMatching(/^DEMO_DATA: /),
    ]);
  });

  it('trusts no proxy by default, and all of them or the listed ones when told', () => {
    expect(loadConfig({}, CWD).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, CWD).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }, CWD).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
  });

  it('answers with the embedded assistant unless an OpenAI-compatible server is configured', () => {
    expect(loadConfig({}, CWD).assistant.openAi).toBeUndefined();
    const config = loadConfig(
      {
        ASSISTANT_OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        ASSISTANT_OPENAI_MODEL: 'llama3.1:8b',
        ASSISTANT_OPENAI_API_KEY: 'sk-test',
        ASSISTANT_TIMEOUT_MS: '30000',
      },
      CWD,
    );
    expect(config.assistant).toEqual({
      openAi: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b', apiKey: 'sk-test' },
      timeoutMs: 30_000,
    });
  });

  it('needs a model with the OpenAI base URL, and refuses a model or key that would go unused', () => {
    expect(problemsOf({ ASSISTANT_OPENAI_BASE_URL: 'https://api.example/v1' })).toEqual([
      'ASSISTANT_OPENAI_MODEL: required when ASSISTANT_OPENAI_BASE_URL is set',
    ]);
    expect(problemsOf({ ASSISTANT_OPENAI_MODEL: 'gpt', ASSISTANT_OPENAI_API_KEY: 'sk-test' })).toEqual([
      'ASSISTANT_OPENAI_MODEL: has no effect without ASSISTANT_OPENAI_BASE_URL',
      'ASSISTANT_OPENAI_API_KEY: has no effect without ASSISTANT_OPENAI_BASE_URL',
    ]);
  });

  it('never repeats the API key in a configuration problem', () => {
    const problems = problemsOf({ ASSISTANT_OPENAI_API_KEY: 'sk secret with spaces' });
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('reads the log level and the shutdown grace period, where 0 means cut connections at once', () => {
    expect(loadConfig({ LOG_LEVEL: 'debug', SHUTDOWN_GRACE_MS: '25000' }, CWD)).toMatchObject({
      logLevel: 'debug',
      shutdownGraceMs: 25_000,
    });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }, CWD).shutdownGraceMs).toBe(0);
  });

  it('keeps blobs as files unless BLOB_STORAGE=s3', () => {
    expect(loadConfig({ BLOB_STORAGE: 'file' }, CWD).blobStorage).toEqual({ kind: 'file' });
  });

  it('reads the S3 settings, with region us-east-1, no prefix and virtual-host style by default', () => {
    expect(loadConfig({ BLOB_STORAGE: 's3', S3_BUCKET: 'sorgfalt-blobs' }, CWD).blobStorage).toEqual({
      kind: 's3',
      bucket: 'sorgfalt-blobs',
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: false,
    });
    expect(
      loadConfig(
        {
          BLOB_STORAGE: 's3',
          S3_BUCKET: 'sorgfalt.blobs',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_REGION: 'garage',
          S3_PREFIX: 'prod/sorgfalt',
          S3_FORCE_PATH_STYLE: 'true',
        },
        CWD,
      ).blobStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'sorgfalt.blobs',
      region: 'garage',
      endpoint: 'http://127.0.0.1:9000',
      prefix: 'prod/sorgfalt/',
      forcePathStyle: true,
    });
    expect(loadConfig({ BLOB_STORAGE: 's3', S3_BUCKET: 'b-1', S3_PREFIX: 'sorgfalt/' }, CWD).blobStorage).toMatchObject(
      {
        prefix: 'sorgfalt/',
      },
    );
  });

  it('needs a bucket for s3, and refuses S3 settings that the file storage would leave unused', () => {
    expect(problemsOf({ BLOB_STORAGE: 's3' })).toEqual(['S3_BUCKET: required when BLOB_STORAGE=s3']);
    expect(problemsOf({ S3_BUCKET: 'sorgfalt-blobs', S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'S3_BUCKET: has no effect unless BLOB_STORAGE=s3',
      'S3_FORCE_PATH_STYLE: has no effect unless BLOB_STORAGE=s3',
    ]);
    expect(problemsOf({ BLOB_STORAGE: 'file', S3_PREFIX: 'x/' })).toEqual([
      'S3_PREFIX: has no effect unless BLOB_STORAGE=s3',
    ]);
  });

  it('does not read AWS credentials itself: they stay with the SDK and out of the configuration', () => {
    const config = loadConfig(
      {
        BLOB_STORAGE: 's3',
        S3_BUCKET: 'sorgfalt-blobs',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret',
      },
      CWD,
    );
    expect(JSON.stringify(config)).not.toMatch(/AKIDEXAMPLE|secret/);
  });
});
