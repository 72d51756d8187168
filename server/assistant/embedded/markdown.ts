import type { Language } from '../../../shared/cookies';
import { phrase } from '../phrases';
import type { Source } from '../provider';

/** Text inside a Markdown link's brackets: brackets and backslashes escaped, on one line. */
export function linkText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** A source as a list item: its link, then its summary. */
function sourceItem(source: Source): string {
  const link = `[${linkText(source.title)}](${source.path})`;
  return source.summary === '' ? `- ${link}` : `- ${link} — ${source.summary}`;
}

export function sourceList(sources: readonly Source[]): string {
  return sources.map(sourceItem).join('\n');
}

/**
 * The answer as chunks to stream, one per paragraph, each ending in a blank line except the
 * last, which is the footer saying that a rule-based assistant answered.
 */
export function answerChunks(paragraphs: readonly string[], language: Language): string[] {
  return [
    ...paragraphs.filter((paragraph) => paragraph !== '').map((paragraph) => `${paragraph}\n\n`),
    phrase('footer', language),
  ];
}
