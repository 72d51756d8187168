import ical from 'ical-generator';
import type { Language } from '../../../shared/cookies';
import { DUE_KIND_LABELS, type DueItem, dueItemPath } from '../../../shared/domain/due';
import { translate } from '../../i18n/translate';

const NAME = /*i18n*/ { id: 'calendar.name', message: 'Sorgfalt – due ({company})' };
const SUMMARY = /*i18n*/ { id: 'calendar.summary', message: '{kind}: {title}' };
const OVERDUE = /*i18n*/ { id: 'calendar.overdue', message: 'Overdue: this was due on this day.' };

/** One due item of the feed with its title. */
export interface FeedItem {
  readonly item: DueItem;
  readonly title: string;
}

/**
 * The calendar (RFC 5545) of a user's due items (DL-14): one all-day event per item on its due
 * day, with a stable UID per item and due day, the link to the item in the app, in the language.
 */
export function calendarOf(
  items: readonly FeedItem[],
  company: string,
  publicUrl: string,
  language: Language,
  now: Date,
): string {
  const calendar = ical({
    name: translate(NAME, language, { company }),
    prodId: { company: 'Sorgfalt', product: 'due', language: language.toUpperCase() },
  });
  for (const { item, title } of items) {
    const link = `${publicUrl}${dueItemPath(item) ?? '/due'}`;
    calendar.createEvent({
      id: `${item.key}:${item.due}@sorgfalt`,
      start: new Date(`${item.due}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: translate(SUMMARY, language, { kind: translate(DUE_KIND_LABELS[item.kind], language), title }),
      description: item.overdue ? `${translate(OVERDUE, language)}\n${link}` : link,
      url: link,
    });
  }
  return calendar.toString();
}
