/**
 * Fails when a message in the code is missing from the catalogs, or a German text is
 * missing. Extraction runs into a temporary copy; the checked-in catalogs stay as they are.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entityMessages } from '../shared/entities/derive/messages';
import { VALIDATION_MESSAGES } from '../shared/entities/derive/schema';
import { ENTITY_LIST } from '../shared/entities/registry';

const root = path.resolve(import.meta.dirname, '..');
const locales = path.join(root, 'client/locales');

function entries(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const result = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const match of text.matchAll(pattern)) {
    const [, id = '', translation = ''] = match;
    if (id !== '') result.set(id, translation);
  }
  return result;
}

const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-locales-'));
fs.cpSync(locales, backup, { recursive: true });
const committed = entries(path.join(backup, 'de/messages.po'));
let extracted: Map<string, string>;
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'pipe' });
  extracted = entries(path.join(locales, 'de/messages.po'));
} finally {
  fs.rmSync(locales, { recursive: true, force: true });
  fs.cpSync(backup, locales, { recursive: true });
  fs.rmSync(backup, { recursive: true, force: true });
}

const notInCatalog = [...extracted.keys()].filter((id) => !committed.has(id));
const unused = [...committed.keys()].filter((id) => !extracted.has(id));
const noGerman = [...committed.entries()].filter(([, de]) => de.trim() === '').map(([id]) => id);
const registryIds = [...ENTITY_LIST.flatMap(entityMessages), ...Object.values(VALIDATION_MESSAGES)].map((m) => m.id);
const registryMissing = [...new Set(registryIds)].filter((id) => !committed.has(id));
const problems = [
  ...registryMissing.map((id) => `registry message without /*i18n*/ marker or catalog entry: ${id}`),
  ...notInCatalog.map((id) => `not in the catalogs (run npm run i18n:extract): ${id}`),
  ...unused.map((id) => `in the catalogs but no longer in the code (run npm run i18n:extract): ${id}`),
  ...noGerman.map((id) => `missing German text in client/locales/de/messages.po: ${id}`),
];
if (problems.length > 0) {
  console.error(`Translation check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Translations complete: ${committed.size} messages in German and English (${registryIds.length} from the entity registry).`,
);
