import { type DueItem, weekOf } from '../../../shared/domain/due';

/** One group of the due view: the overdue items, or the items of one week (its Monday). */
export interface DueGroup {
  readonly key: string;
  readonly overdue: boolean;
  /** The Monday of the week; undefined for the overdue group. */
  readonly week: string | undefined;
  readonly items: readonly DueItem[];
}

/** DL-11: the overdue items first, then one group per week, in the items' order. */
export function dueGroups(items: readonly DueItem[]): DueGroup[] {
  const overdue = items.filter((item) => item.overdue);
  const weeks = new Map<string, DueItem[]>();
  for (const item of items) {
    if (item.overdue) continue;
    const week = weekOf(item.due);
    weeks.set(week, [...(weeks.get(week) ?? []), item]);
  }
  return [
    ...(overdue.length > 0 ? [{ key: 'overdue', overdue: true, week: undefined, items: overdue }] : []),
    ...[...weeks].map(([week, list]) => ({ key: week, overdue: false, week, items: list })),
  ];
}
