import { documentPath } from '../../document-paths';
import type { DueItem } from './due-items';

/** Where the app opens a due item: its document, or for a register review the location's register. */
export function dueItemPath(item: DueItem): string | undefined {
  if (item.kind === 'REGISTER_REVIEW') return `/hazardous_substances?location=${encodeURIComponent(item.id)}`;
  return documentPath(item.type, item.id);
}
