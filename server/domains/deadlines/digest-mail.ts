import type { Language } from '../../../shared/cookies';
import { DUE_KIND_LABELS, type DueItem } from '../../../shared/domain/due';
import { translate } from '../../i18n/translate';

const SUBJECT = /*i18n*/ {
  id: 'mail.dueDigest.subject',
  message:
    '{company}: {overdue, plural, =0 {} one {# overdue} other {# overdue}}{both}{dueSoon, plural, =0 {} one {# due soon} other {# due soon}}',
};
const GREETING = /*i18n*/ { id: 'mail.dueDigest.greeting', message: 'Hello {name},' };
const INTRO = /*i18n*/ {
  id: 'mail.dueDigest.intro',
  message: 'these deadlines of {company} need your attention:',
};
const HEADINGS = {
  OVERDUE: /*i18n*/ { id: 'mail.dueDigest.overdue', message: 'Overdue' },
  DUE_SOON: /*i18n*/ { id: 'mail.dueDigest.dueSoon', message: 'Due within the next 14 days' },
  ESCALATION: /*i18n*/ {
    id: 'mail.dueDigest.escalation',
    message: 'Overdue by more than {days} days in your department',
  },
} as const;
const LINE = /*i18n*/ { id: 'mail.dueDigest.line', message: '{title} ({kind}), due on {due}' };
const LINE_NEVER = /*i18n*/ {
  id: 'mail.dueDigest.lineNever',
  message: '{title} ({kind}): no review recorded yet',
};
const LINE_RESPONSIBLE = /*i18n*/ {
  id: 'mail.dueDigest.lineResponsible',
  message: '{title} ({kind}), due on {due}, responsible: {responsible}',
};
const ALL = /*i18n*/ { id: 'mail.dueDigest.all', message: 'Everything that is due, in the app:' };
const WHY = /*i18n*/ {
  id: 'mail.dueDigest.why',
  message:
    'You receive this e-mail because these deadlines are in your responsibility or your role lets you record them, and reminders of due dates are switched on. Each deadline is reminded of once as due soon and once as overdue.',
};
const UNTITLED = /*i18n*/ { id: 'mail.dueDigest.untitled', message: 'Untitled' };

/** A stored day (`2026-09-27`) as the language writes it: "27. September 2026", "September 27, 2026". */
function mailDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00Z`));
}

/** One line of the digest: the item, its title, where it opens, and (escalated) who is responsible. */
export interface DigestLine {
  readonly item: DueItem;
  readonly title: string;
  readonly link: string;
  readonly responsible?: string;
}

/** What one recipient's digest of one day holds. */
export interface Digest {
  readonly company: string;
  readonly recipient: string;
  readonly overdue: readonly DigestLine[];
  readonly dueSoon: readonly DigestLine[];
  readonly escalated: readonly DigestLine[];
  readonly escalationDays: number;
  readonly dueLink: string;
}

function lines(list: readonly DigestLine[], language: Language): string {
  return list
    .map((line) => {
      const values = {
        title: line.title || translate(UNTITLED, language),
        kind: translate(DUE_KIND_LABELS[line.item.kind], language),
        due: mailDay(line.item.due, language),
        responsible: line.responsible ?? '',
      };
      const text = line.item.never ? LINE_NEVER : line.responsible ? LINE_RESPONSIBLE : LINE;
      return `- ${translate(text, language, values)}\n  ${line.link}`;
    })
    .join('\n');
}

/**
 * The daily digest of due dates (docs/domain/deadlines.md DL-12, DL-13) in the recipient's
 * language: overdue first, then due soon, then what is escalated from the department.
 */
export function digestMail(digest: Digest, language: Language): { subject: string; text: string } {
  const overdue = digest.overdue.length + digest.escalated.length;
  const dueSoon = digest.dueSoon.length;
  const subject = translate(SUBJECT, language, {
    company: digest.company,
    overdue,
    dueSoon,
    both: overdue > 0 && dueSoon > 0 ? ', ' : '',
  });
  const sections = [
    ['OVERDUE', digest.overdue],
    ['DUE_SOON', digest.dueSoon],
    ['ESCALATION', digest.escalated],
  ] as const;
  const body = [
    translate(GREETING, language, { name: digest.recipient }),
    translate(INTRO, language, { company: digest.company }),
    ...sections.flatMap(([kind, list]) =>
      list.length === 0
        ? []
        : [`${translate(HEADINGS[kind], language, { days: digest.escalationDays })}:\n${lines(list, language)}`],
    ),
    `${translate(ALL, language)}\n${digest.dueLink}`,
    translate(WHY, language),
  ].join('\n\n');
  return { subject, text: `${body}\n` };
}
