import * as v from 'valibot';

export const MAILS_PATH = '/api/v2/mails';
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
/** The `lastError` of a mail that waits because no SMTP server is configured; the client words it. */
export const MAIL_NO_SMTP = 'NO_SMTP';

/** A mail of the tenant's outbox as Settings › E-mails shows it. */
export const OutboxMailSchema = v.object({
  id: v.string(),
  recipient: v.string(),
  kind: v.string(),
  language: v.string(),
  subject: v.string(),
  text: v.string(),
  state: v.picklist(MAIL_STATES),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.number(),
  sentAt: v.nullable(v.number()),
  nextAttemptAt: v.number(),
});
export type OutboxMailView = v.InferOutput<typeof OutboxMailSchema>;

export const OutboxSchema = v.object({ mails: v.array(OutboxMailSchema) });
