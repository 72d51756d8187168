/**
 * Compiles the Lingui catalogs (client/locales/{locale}/messages.po) into TypeScript modules
 * the server imports: server/i18n/compiled/{locale}.ts, git-ignored. Run by `npm run typecheck`,
 * `npm start`, `npm run dev` and vitest's global setup, so the server never reads a `.po` file
 * (docs/decisions/0020-server-side-assistant-texts.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { makeConfig } from '@lingui/conf';
import linguiConfig from '../lingui.config';

const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, 'server/i18n/compiled');

export async function compileMessages(): Promise<void> {
  // The configuration is imported, not loaded by path: Lingui's loader fails inside vitest's global setup.
  const config = makeConfig({ ...linguiConfig, rootDir: root });
  const [catalog, ...others] = await getCatalogs(config);
  if (!catalog || others.length > 0) throw new Error('lingui.config.ts must name exactly one catalog');
  const { fallbackLocales, sourceLocale } = config;
  if (!fallbackLocales || !sourceLocale) throw new Error('lingui.config.ts must name the source and fallback locales');
  fs.mkdirSync(outputDir, { recursive: true });
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts', outputPrefix: '' });
    if (errors.length > 0) {
      throw new Error(`${locale}: messages that do not compile: ${errors.map((e) => e.id).join(', ')}`);
    }
    const file = path.join(outputDir, `${locale}.ts`);
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (previous !== source) fs.writeFileSync(file, source);
  }
}

/** vitest's global setup: the server code under test imports the compiled catalogs. */
export const setup = compileMessages;

if (process.argv[1] === fileURLToPath(import.meta.url)) await compileMessages();
