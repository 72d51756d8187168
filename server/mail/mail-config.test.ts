import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/srv/sorgfalt');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('mail configuration', () => {
  it('keeps mails in the outbox without SMTP_URL, with 8 attempts starting one minute apart', () => {
    expect(loadConfig({}, '/srv/sorgfalt').mail).toEqual({ smtp: undefined, maxAttempts: 8, retryBaseMs: 60_000 });
  });

  it('reads SMTP_URL with its TLS query parameters, MAIL_FROM, attempts and backoff', () => {
    const url = 'smtps://user:p%40ss@mail.example.org:465?tls.rejectUnauthorized=false';
    const config = loadConfig(
      {
        SMTP_URL: url,
        MAIL_FROM: 'Sorgfalt <sorgfalt@example.org>',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_MS: '500',
      },
      '/srv/sorgfalt',
    );
    expect(config.mail).toEqual({
      smtp: { url, from: 'Sorgfalt <sorgfalt@example.org>' },
      maxAttempts: 3,
      retryBaseMs: 500,
    });
  });

  it('refuses a URL that is not SMTP without repeating it (it may hold a password)', () => {
    const problems = problemsOf({ SMTP_URL: 'https://user:hunter2@mail.example.org', MAIL_FROM: 'a@example.org' });
    expect(problems).toEqual(['SMTP_URL: must start with smtp:// or smtps://']);
    expect(problems.join()).not.toContain('hunter2');
    expect(problemsOf({ SMTP_URL: 'smtp://', MAIL_FROM: 'a@example.org' })).toEqual([
      'SMTP_URL: must be a URL with a host',
    ]);
  });

  it('needs MAIL_FROM with SMTP_URL, and refuses it alone', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.org:587' })).toEqual([
      'MAIL_FROM: required when SMTP_URL is set',
    ]);
    expect(problemsOf({ MAIL_FROM: 'sorgfalt@example.org' })).toEqual(['MAIL_FROM: has no effect without SMTP_URL']);
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.org', MAIL_FROM: 'not an address' })[0]).toMatch(
      /^MAIL_FROM: must be an address/,
    );
  });

  it('refuses attempts and waits out of range', () => {
    expect(problemsOf({ MAIL_MAX_ATTEMPTS: '0' })).toEqual(['MAIL_MAX_ATTEMPTS: must be at least 1']);
    expect(problemsOf({ MAIL_RETRY_BASE_MS: 'soon' })).toEqual(['MAIL_RETRY_BASE_MS: must be a whole number']);
  });
});
