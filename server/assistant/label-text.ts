import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/cookies';
import type { Label } from '../../shared/entities/fields';

const GERMAN_CATALOG = path.resolve(import.meta.dirname, '../../client/locales/de/messages.po');

/** The text of a PO string line (`"..."`) with its escapes resolved. */
function poString(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/**
 * The `msgid → msgstr` pairs of a Lingui PO catalog: a key is the message id (explicit
 * ids such as `field.measure.name`, or the English source text), continuation lines join.
 */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id = '';
  let translation = '';
  let reading: 'id' | 'str' | null = null;
  const flush = () => {
    if (reading === 'str' && id !== '' && translation !== '') entries.set(id, translation);
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('msgid ')) {
      flush();
      id = poString(line);
      translation = '';
      reading = 'id';
    } else if (line.startsWith('msgstr ')) {
      translation = poString(line);
      reading = 'str';
    } else if (line.startsWith('"') && reading === 'id') {
      id += poString(line);
    } else if (line.startsWith('"') && reading === 'str') {
      translation += poString(line);
    }
  }
  flush();
  return entries;
}

let german: Map<string, string> | undefined;

/**
 * A shared label (`/*i18n*\/ { id, message }`) in the asker's language: English is the
 * descriptor's message, German comes from the client's catalog, read once at first use
 * (docs/decisions/0020-server-side-assistant-texts.md).
 */
export function labelText(label: Label, language: Language): string {
  const english = label.message ?? label.id;
  if (language === 'en') return english;
  german ??= parsePo(readFileSync(GERMAN_CATALOG, 'utf8'));
  return german.get(label.id) ?? english;
}
