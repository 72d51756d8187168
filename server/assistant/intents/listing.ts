import type { Language } from '../../../shared/cookies';
import { sourceList } from '../embedded/markdown';
import { phrase } from '../phrases';
import type { Source } from '../provider';
import { type ReadableDocument, sourceOf } from '../sources';

/** How many documents one list of an answer shows; the rest is counted. */
const LIST_LIMIT = 20;

/** The documents as sources (summaries of the named fields), leaving out types the app cannot open. */
export function sourcesOf(docs: readonly ReadableDocument[], language: Language, fields?: readonly string[]): Source[] {
  return docs.flatMap((doc) => {
    const source = sourceOf(doc, language, fields);
    return source ? [source] : [];
  });
}

/** A list of at most LIST_LIMIT sources, with a line saying how many more there are. */
export function limitedList(sources: readonly Source[], language: Language): string {
  const shown = sourceList(sources.slice(0, LIST_LIMIT));
  const more = sources.length - LIST_LIMIT;
  return more > 0 ? `${shown}\n\n${phrase('andMore', language, { count: more })}` : shown;
}

/** A string field's value, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The ids a reference field holds (one or many). */
export function ids(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
