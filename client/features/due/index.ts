/** The due view across the modules (docs/domain/deadlines.md DL-8 … DL-11) and the personal calendar feed. */

export { CalendarFeed } from './CalendarFeed';
export { DueScreen } from './DueScreen';
export { dueExtensions } from './extensions';
