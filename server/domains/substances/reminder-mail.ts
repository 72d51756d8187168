import type { Language } from '../../../shared/cookies';
import type { ReviewStatus } from '../../../shared/domain/substances';
import { translate } from '../../i18n/translate';

const SUBJECT = {
  dueSoon: /*i18n*/ {
    id: 'mail.registerReview.subject.dueSoon',
    message: 'Hazardous substance register {location}: review due on {due}',
  },
  overdue: /*i18n*/ {
    id: 'mail.registerReview.subject.overdue',
    message: 'Hazardous substance register {location}: review overdue since {due}',
  },
  never: /*i18n*/ {
    id: 'mail.registerReview.subject.never',
    message: 'Hazardous substance register {location}: no review recorded',
  },
} as const;
const GREETING = /*i18n*/ { id: 'mail.registerReview.greeting', message: 'Hello {name},' };
const LAST = /*i18n*/ {
  id: 'mail.registerReview.last',
  message: 'The hazardous substance register of {location} ({company}) was last reviewed on {reviewed} by {reviewer}.',
};
const LAST_UNKNOWN_REVIEWER = /*i18n*/ {
  id: 'mail.registerReview.lastUnknownReviewer',
  message: 'The hazardous substance register of {location} ({company}) was last reviewed on {reviewed}.',
};
const NEVER = /*i18n*/ {
  id: 'mail.registerReview.never',
  message: 'No review of the hazardous substance register of {location} ({company}) has been recorded yet.',
};
const RULE = {
  dueSoon: /*i18n*/ {
    id: 'mail.registerReview.rule.dueSoon',
    message: 'GefStoffV § 6 (12) asks for a review at least once a year; the next one is due on {due}.',
  },
  overdue: /*i18n*/ {
    id: 'mail.registerReview.rule.overdue',
    message: 'GefStoffV § 6 (12) asks for a review at least once a year; the next one was due on {due}.',
  },
  never: /*i18n*/ {
    id: 'mail.registerReview.rule.never',
    message: 'GefStoffV § 6 (12) asks for a review at least once a year.',
  },
} as const;
const ACTION = /*i18n*/ {
  id: 'mail.registerReview.action',
  message:
    'Please check the substances, quantities, work areas and safety data sheets of the register and record the review there:',
};
const WHY = /*i18n*/ {
  id: 'mail.registerReview.why',
  message: 'You receive this reminder because your role allows you to keep the register of this location.',
};

/** A status that is reminded of (REG-10): due soon, overdue, or never reviewed. */
export type RemindedStatus =
  | Extract<ReviewStatus, { state: 'never' }>
  | (ReviewStatus & { state: 'dueSoon' | 'overdue' });

/** What a reminder names besides its status. */
export interface ReminderText {
  readonly company: string;
  readonly location: string;
  readonly recipient: string;
  /** The latest reviewer's name, when still known. */
  readonly reviewer: string | undefined;
  /** The register of the location in the app. */
  readonly link: string;
}

/** A stored day (`2026-09-27`) as the language writes it: "27. September 2026", "September 27, 2026". */
export function mailDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00Z`));
}

/**
 * The reminder of one location's register review (docs/domain/substances.md REG-10) in the
 * tenant's language: subject and plain text from the app's message catalogs.
 */
export function reminderMail(
  status: RemindedStatus,
  text: ReminderText,
  language: Language,
): { subject: string; text: string } {
  const { state } = status;
  const values = {
    company: text.company,
    location: text.location,
    name: text.recipient,
    reviewer: text.reviewer ?? '',
    reviewed: status.state === 'never' ? '' : mailDay(status.last.reviewedOn, language),
    due: status.state === 'never' ? '' : mailDay(status.dueOn, language),
  };
  const last = status.state === 'never' ? NEVER : text.reviewer ? LAST : LAST_UNKNOWN_REVIEWER;
  const body = [
    translate(GREETING, language, values),
    `${translate(last, language, values)} ${translate(RULE[state], language, values)}`,
    translate(ACTION, language, values),
    text.link,
    translate(WHY, language, values),
  ].join('\n\n');
  return { subject: translate(SUBJECT[state], language, values), text: `${body}\n` };
}
