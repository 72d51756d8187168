import { eq } from 'drizzle-orm';
import { SET_PASSWORD_PATH } from '../../shared/api/accounts';
import { parseLanguage } from '../../shared/cookies';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import { translate } from '../i18n/translate';
import { enqueueMail } from '../mail/outbox';
import type { IdpAccount } from './embedded-accounts';
import { issueLink, LINK_LIFETIME_MS } from './password-links';

const SUBJECT = /*i18n*/ { id: 'mail.invitation.subject', message: 'Your Sorgfalt access for {company}' };
const GREETING = /*i18n*/ { id: 'mail.invitation.greeting', message: 'Hello {name},' };
const BODY = /*i18n*/ {
  id: 'mail.invitation.body',
  message:
    '{company} has created a Sorgfalt account for you. Set your password with this link; it works once, within {days} days:',
};
const EXPIRED = /*i18n*/ {
  id: 'mail.invitation.expired',
  message: 'If the link has expired or was used, ask your administrator for a new one.',
};

export interface Invitation {
  readonly tenantId: string;
  /** The employee's name as the mail greets them. */
  readonly name: string;
  readonly account: IdpAccount;
  /** Where the embedded provider's pages are: the server's PUBLIC_URL. */
  readonly publicUrl: string;
}

/**
 * Issues a "set your password" link for a new embedded account and writes the invitation with
 * it to the outbox, in the tenant's language (German when the tenant names none), inside the
 * caller's transaction (docs/decisions/0026-mail-outbox.md). A link the administrator makes
 * later by hand replaces this one.
 */
export async function enqueueInvitation(db: Db, invitation: Invitation): Promise<void> {
  const tenant = await db.select().from(tenants).where(eq(tenants.id, invitation.tenantId)).get();
  if (!tenant) throw new Error(`no tenant ${invitation.tenantId}`);
  const language = parseLanguage(tenant.language);
  const { token } = await issueLink(db, invitation.account);
  const link = `${invitation.publicUrl}${SET_PASSWORD_PATH}#token=${token}`;
  const values = { company: tenant.fullName, name: invitation.name, days: LINK_LIFETIME_MS / 86_400_000 };
  const text = [
    translate(GREETING, language, values),
    translate(BODY, language, values),
    link,
    translate(EXPIRED, language, values),
  ].join('\n\n');
  await enqueueMail(db, {
    tenantId: tenant.id,
    recipient: invitation.account.email,
    language,
    kind: 'invitation',
    subject: translate(SUBJECT, language, values),
    text: `${text}\n`,
  });
}
