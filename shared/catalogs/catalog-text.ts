import type { Language } from '../cookies';
import { HAZARD_STATEMENTS } from './hazard-statements';
import { PRECAUTIONARY_STATEMENTS } from './precautionary-statements';
import type { StatementText } from './statement-text';
import { GHS_SYMBOL_TEXTS, STORAGE_CLASS_TEXTS, TRANSPORT_CATEGORY_TEXTS } from './symbols-and-classes';

/** The reference catalogs the assistant explains codes from. */
export type CatalogKind = 'H' | 'P' | 'GHS' | 'STORAGE_CLASS' | 'TRANSPORT_CATEGORY';

const CATALOGS: Readonly<Record<CatalogKind, Readonly<Record<string, StatementText>>>> = {
  H: HAZARD_STATEMENTS,
  P: PRECAUTIONARY_STATEMENTS,
  GHS: GHS_SYMBOL_TEXTS,
  STORAGE_CLASS: STORAGE_CLASS_TEXTS,
  TRANSPORT_CATEGORY: TRANSPORT_CATEGORY_TEXTS,
};

/** The catalog's own spelling of a code typed in any case (`h360fd` → `H360FD`, `h361FD` → `H361fd`). */
export function catalogCode(kind: CatalogKind, typed: string): string | undefined {
  const catalog = CATALOGS[kind];
  const compact = typed.replace(/\s/g, '');
  if (Object.hasOwn(catalog, compact)) return compact;
  const upper = compact.toUpperCase();
  return Object.keys(catalog).find((code) => code.toUpperCase() === upper);
}

/** The text of a code, in the language; combined P statements (`P301+P310`) as their parts. */
export function catalogText(kind: CatalogKind, code: string, language: Language): string | undefined {
  const index = language === 'en' ? 0 : 1;
  const parts = kind === 'P' ? code.split('+') : [code];
  const texts = parts.map((part) => {
    const known = catalogCode(kind, part);
    return known === undefined ? undefined : CATALOGS[kind][known]?.[index];
  });
  return texts.every((text) => text !== undefined) ? texts.join(' ') : undefined;
}
