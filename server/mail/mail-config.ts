import * as v from 'valibot';

/** How the server sends mail (docs/operations.md "Mail"). */
export interface MailConfig {
  /** The SMTP server and sender; undefined: mails stay in the outbox as pending. */
  readonly smtp: SmtpSettings | undefined;
  /** Sending attempts of one mail before it is marked failed. */
  readonly maxAttempts: number;
  /** The wait before the second attempt; each further wait doubles. */
  readonly retryBaseMs: number;
}

export interface SmtpSettings {
  /** nodemailer's connection URL, query parameters included; it may hold a password: never log it. */
  readonly url: string;
  readonly from: string;
}

const wholeNumber = (least: number, most: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a whole number'),
    v.transform(Number),
    v.number(),
    v.minValue(least, `must be at least ${least}`),
    v.maxValue(most, `must be at most ${most}`),
  );

/** An smtp:// or smtps:// URL with a host; the message never repeats the value (it may hold a password). */
const smtpUrl = v.pipe(
  v.string(),
  v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  v.check((url) => URL.canParse(url) && new URL(url).hostname !== '', 'must be a URL with a host'),
);

/** `someone@example.org` or `Name <someone@example.org>`. */
const mailbox = v.pipe(
  v.string(),
  v.regex(
    /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
    'must be an address, e.g. sorgfalt@example.org or Sorgfalt <sorgfalt@example.org>',
  ),
);

/** The mail variables of server/config.ts's environment schema. */
export const MAIL_ENV = {
  SMTP_URL: v.optional(smtpUrl),
  MAIL_FROM: v.optional(mailbox),
  MAIL_MAX_ATTEMPTS: v.optional(wholeNumber(1, 100)),
  MAIL_RETRY_BASE_MS: v.optional(wholeNumber(10, 86_400_000)),
};

type MailEnv = { readonly [K in keyof typeof MAIL_ENV]?: v.InferOutput<(typeof MAIL_ENV)[K]> };

/** A sender is needed to send; MAIL_FROM alone would be silently unused. */
export function mailProblems(e: MailEnv): string[] {
  if (e.SMTP_URL !== undefined && e.MAIL_FROM === undefined) return ['MAIL_FROM: required when SMTP_URL is set'];
  if (e.SMTP_URL === undefined && e.MAIL_FROM !== undefined) return ['MAIL_FROM: has no effect without SMTP_URL'];
  return [];
}

export function mailConfig(e: MailEnv): MailConfig {
  return {
    smtp: e.SMTP_URL !== undefined && e.MAIL_FROM !== undefined ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    maxAttempts: e.MAIL_MAX_ATTEMPTS ?? 8,
    retryBaseMs: e.MAIL_RETRY_BASE_MS ?? 60_000,
  };
}
