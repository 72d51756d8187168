/**
 * A Vite plugin: each interface language's catalog in two chunks (issue 25's first-load budget).
 * `messages.po?start` holds the messages of the code the pages load at once (their entries with
 * everything they import statically: the sign-in page, the layout with its navigation and header)
 * and of the first screen's own chunks; `messages.po?rest` every other message, loaded before any
 * other screen renders (client/i18n/i18n.ts). Messages only the server shows (`serverOnly`: mail,
 * the assistant's answers) are in neither. Which messages a chunk needs is read from the chunks
 * themselves: every catalog id that stands as a string in a chunk's code.
 *
 * Outside the production build (`vite` dev, vitest) `?start` is the whole catalog, compiled by
 * Lingui's own plugin, and `?rest` is empty.
 */
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { makeConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import linguiConfig from '../lingui.config';

type Part = 'start' | 'rest';
type CompiledMessages = Record<string, unknown>;

export interface SplitCatalogsOptions {
  readonly root: string;
  /** Modules the first screen loads lazily (the dashboard's screen): their messages are in `?start`. */
  readonly firstScreen: readonly string[];
  /** Id prefixes of messages only the server shows; a build fails if client code names one. */
  readonly serverOnly: readonly string[];
}

/** A chunk as `renderChunk` sees the others: its static imports and the rendered code of its modules. */
export interface ChunkForSplit {
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly modules: Readonly<Record<string, { readonly code: string | null }>>;
}

const CATALOG_PART = /^(.*[/\\]([^/\\]+)[/\\]messages\.po)\?(start|rest)$/;
const placeholder = (locale: string, part: Part) => `__sorgfalt_catalog_${part}_${locale}__`;
const PLACEHOLDER = /(["'`])__sorgfalt_catalog_(start|rest)_([a-z]+)__\1/g;

/** Every run of characters between two equal quotes without space or quote in between, overlapping. */
export function quotedTokens(code: string): Set<string> {
  const tokens = new Set<string>();
  for (const match of code.matchAll(/(?=(["'`])([^"'`\\\s]+)\1)/g)) tokens.add(match[2] ?? '');
  return tokens;
}

/**
 * The ids of `keys` the start catalog holds: those named in the chunks the entries import
 * statically, and in the chunks holding a module of `firstScreen` with what they import.
 */
export function startIds(
  chunks: Readonly<Record<string, ChunkForSplit>>,
  keys: ReadonlySet<string>,
  firstScreen: readonly string[],
): { start: Set<string>; named: Set<string> } {
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name) || !chunks[name]) return;
    initial.add(name);
    for (const imported of chunks[name].imports) visit(imported);
  };
  for (const [name, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry || Object.keys(chunk.modules).some((id) => firstScreen.includes(id))) visit(name);
  }
  const start = new Set<string>();
  const named = new Set<string>();
  for (const [name, chunk] of Object.entries(chunks)) {
    for (const module of Object.values(chunk.modules)) {
      for (const token of quotedTokens(module.code ?? '')) {
        if (!keys.has(token)) continue;
        named.add(token);
        if (initial.has(name)) start.add(token);
      }
    }
  }
  return { start, named };
}

async function compileCatalogs(root: string): Promise<Map<string, CompiledMessages>> {
  const config = makeConfig({ ...linguiConfig, rootDir: root });
  const [catalog] = await getCatalogs(config);
  const { fallbackLocales, sourceLocale } = config;
  if (!catalog || !fallbackLocales || !sourceLocale) throw new Error('lingui.config.ts names no catalog');
  const compiled = new Map<string, CompiledMessages>();
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length > 0)
      throw new Error(`${locale}: messages that do not compile: ${errors.map((e) => e.id).join(', ')}`);
    compiled.set(locale, (JSON.parse(source) as { messages: CompiledMessages }).messages);
  }
  return compiled;
}

const pick = (messages: CompiledMessages, ids: (id: string) => boolean): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => ids(id)));

export function splitCatalogs(options: SplitCatalogsOptions): Plugin {
  let build = false;
  let compiled: Promise<Map<string, CompiledMessages>> | undefined;
  let parts: Promise<Map<string, string>> | undefined;
  const serverOnly = (id: string) => options.serverOnly.some((prefix) => id.startsWith(prefix));
  const firstScreen = options.firstScreen.map((file) => path.resolve(options.root, file));

  async function split(chunks: Readonly<Record<string, ChunkForSplit>>): Promise<Map<string, string>> {
    if (!compiled) compiled = compileCatalogs(options.root);
    const catalogs = await compiled;
    const keys = new Set([...catalogs.values()].flatMap((messages) => Object.keys(messages)));
    const { start, named } = startIds(chunks, keys, firstScreen);
    const leaked = [...named].filter(serverOnly);
    if (leaked.length > 0) throw new Error(`client code names messages only the server shows: ${leaked.join(', ')}`);
    const result = new Map<string, string>();
    for (const [locale, messages] of catalogs) {
      result.set(placeholder(locale, 'start'), JSON.stringify(pick(messages, (id) => start.has(id))));
      result.set(
        placeholder(locale, 'rest'),
        JSON.stringify(pick(messages, (id) => !start.has(id) && !serverOnly(id))),
      );
    }
    return result;
  }

  return {
    name: 'sorgfalt-split-catalogs',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!CATALOG_PART.test(source) || !importer) return null;
      return path.resolve(path.dirname(importer), source);
    },
    load(id) {
      const match = CATALOG_PART.exec(id);
      if (!match) return null;
      const [, file = '', locale = '', part] = match;
      this.addWatchFile(file);
      if (!build) {
        return part === 'start' ? `export { messages } from ${JSON.stringify(file)};` : 'export const messages = {};';
      }
      return `export const messages = JSON.parse(${JSON.stringify(placeholder(locale, part as Part))});`;
    },
    renderStart() {
      parts = undefined;
    },
    async renderChunk(code, _chunk, _outputOptions, meta) {
      if (!code.includes('__sorgfalt_catalog_')) return null;
      parts ??= split(meta.chunks);
      const texts = await parts;
      const replaced = code.replace(PLACEHOLDER, (found, _quote, part: string, locale: string) => {
        const json = texts.get(placeholder(locale, part as Part));
        if (json === undefined) throw new Error(`no ${part} catalog for ${locale}: ${found}`);
        return JSON.stringify(json);
      });
      return { code: replaced, map: null };
    },
  };
}
