import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { MailConfig } from './mail-config';
import { type MailSender, startMailSender } from './sender';
import { smtpDeliver } from './smtp-transport';

/**
 * Runs the mail sender in this server process: it starts when the server is ready and stops
 * on close (graceful shutdown, server/shutdown.ts), waiting for the attempt in progress,
 * before the database closes.
 */
export function runMailSender(app: FastifyInstance, db: Db, config: MailConfig): void {
  let sender: MailSender | undefined;
  app.addHook('onReady', async () => {
    const deliver = config.smtp ? smtpDeliver(config.smtp) : undefined;
    sender = startMailSender({ db, config, deliver, log: app.log.child({ part: 'mail' }) });
  });
  app.addHook('onClose', async () => {
    await sender?.stop();
  });
}
