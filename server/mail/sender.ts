import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { isPermanentFailure, retryDelayMs } from './backoff';
import type { MailConfig } from './mail-config';
import { claimDueMails, markFailedAttempt, markSent, markWaitingForSmtp, type OutboxMail, releaseMail } from './outbox';

/** One SMTP delivery; nodemailer's transport in the server, anything alike in tests. */
export type Deliver = (mail: OutboxMail) => Promise<void>;

export interface SenderDeps {
  readonly db: Db;
  readonly config: MailConfig;
  /** Absent without SMTP_URL: the mails stay pending. */
  readonly deliver: Deliver | undefined;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Mails taken per pass, and how long a taken mail is this instance's before another may retry it. */
const BATCH = 20;
const LEASE_MS = 5 * 60 * 1000;
const POLL_MS = 5000;

/** The failure as an operator reads it: SMTP reply or error code and message, never the connection URL. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const response = 'response' in error && typeof error.response === 'string' ? error.response : undefined;
  const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
  return (response ?? `${code}${error.message}`).slice(0, 1000);
}

async function attempt(deps: SenderDeps, mail: OutboxMail, deliver: Deliver, now: () => number): Promise<void> {
  try {
    await deliver(mail);
    await markSent(deps.db, mail.id, now());
    deps.log.info({ mailId: mail.id, tenant: mail.tenantId, kind: mail.kind }, 'mail sent');
  } catch (error) {
    const permanent = isPermanentFailure(error) || mail.attempts >= deps.config.maxAttempts;
    const retryAt = permanent ? undefined : now() + retryDelayMs(mail.attempts, deps.config.retryBaseMs);
    await markFailedAttempt(deps.db, mail.id, describe(error), retryAt);
    deps.log.warn(
      { mailId: mail.id, tenant: mail.tenantId, attempts: mail.attempts, retryAt, error: describe(error) },
      permanent ? 'mail failed for good' : 'mail attempt failed',
    );
  }
}

/**
 * One pass: every due mail gets one attempt; once `stopping` says so, the rest of the batch is
 * given back untried. Resolves to the number of mails taken.
 */
export async function sendDueMails(
  deps: SenderDeps,
  now: () => number = Date.now,
  stopping: () => boolean = () => false,
): Promise<number> {
  const { deliver } = deps;
  if (!deliver) {
    await markWaitingForSmtp(deps.db);
    return 0;
  }
  const mails = await claimDueMails(deps.db, now(), LEASE_MS, BATCH);
  for (const mail of mails) {
    if (stopping()) await releaseMail(deps.db, mail.id);
    else await attempt(deps, mail, deliver, now);
  }
  return mails.length;
}

/** How long stopping waits for the mail being sent; a hanging SMTP server must not hold up a shutdown. */
const STOP_WAIT_MS = 5000;

export interface MailSender {
  /** Ends the loop: waits for the mail being sent (at most five seconds) and gives the rest of the batch back. */
  stop(): Promise<void>;
}

/**
 * Sends due mails every few seconds (sooner when the first retry waits less), pass after pass,
 * in this process; a full batch is followed by the next pass at once.
 */
export function startMailSender(deps: SenderDeps): MailSender {
  const pollMs = Math.min(POLL_MS, deps.config.retryBaseMs);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    let attempted = 0;
    try {
      attempted = await sendDueMails(deps, Date.now, () => stopped);
    } catch (error) {
      deps.log.error({ err: error }, 'the mail sender could not read the outbox');
    }
    if (!stopped) timer = setTimeout(tick, attempted === BATCH ? 0 : pollMs).unref();
  };
  const tick = () => {
    running = pass();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
    },
  };
}
