import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import type { DocumentData } from '../../../shared/entities/entity';
import { jsonEqual } from '../../../shared/sync/equal';

/** The form's working copy of a document: plain JSON keyed by field name. */
export type FormData = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An empty input removes its key rather than storing `''`, `[]` or `{}`. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isEmpty);
  return false;
}

/** A copy of `record` with `name` set, or removed when the value is empty. */
export function withValue(record: FormData, name: string, value: unknown): FormData {
  const next: Record<string, unknown> = { ...record };
  if (isEmpty(value)) delete next[name];
  else next[name] = value;
  return next;
}

/** The top-level fields whose values differ from the saved document; removed ones are `null`. */
export function changedFields(saved: DocumentData, current: FormData): Record<string, unknown> {
  const names = new Set([...Object.keys(saved), ...Object.keys(current)]);
  const changes: Record<string, unknown> = {};
  for (const name of names) {
    if (!jsonEqual(saved[name], current[name])) changes[name] = current[name] ?? null;
  }
  return changes;
}

/** Validation issues grouped by their dotted path. */
export type IssueMap = ReadonlyMap<string, readonly string[]>;

export function issuesByPath(issues: readonly ValidationIssue[]): IssueMap {
  const map = new Map<string, string[]>();
  for (const issue of issues) {
    const list = map.get(issue.path) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    map.set(issue.path, list);
  }
  return map;
}

/** The messages of a leaf input: its own path and anything below it (`measure.unit`). */
export function issuesAt(issues: IssueMap, path: string, nested: boolean): readonly string[] {
  const result: string[] = [...(issues.get(path) ?? [])];
  if (nested) {
    for (const [key, messages] of issues) if (key.startsWith(`${path}.`)) result.push(...messages);
  }
  return [...new Set(result)];
}

/** `YYYY-MM-DDTHH:mm` in local time, for a datetime-local input. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO date-time with offset; empty stays undefined. */
export function fromLocalDateTime(value: string): string | undefined {
  if (value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The last segment of a dotted form path: the key inside its record. */
export function fieldName(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** The device's calendar day of a moment, `YYYY-MM-DD` (what "today" is to the user). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
