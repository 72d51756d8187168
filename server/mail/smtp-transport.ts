import { createTransport } from 'nodemailer';
import type { SmtpSettings } from './mail-config';
import type { Deliver } from './sender';

/** Delivery over SMTP with nodemailer: the connection URL's query parameters set its TLS and other options. */
export function smtpDeliver(settings: SmtpSettings): Deliver {
  const transport = createTransport(settings.url);
  return async (mail) => {
    await transport.sendMail({
      from: settings.from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      headers: { 'Content-Language': mail.language },
    });
  };
}
