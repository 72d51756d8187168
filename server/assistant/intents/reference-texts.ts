import { catalogText } from '../../../shared/catalogs/statement-catalog';
import type { StatementText } from '../../../shared/catalogs/statement-text';
import {
  GHS_SYMBOL_TEXTS,
  STORAGE_CLASS_TEXTS,
  TRANSPORT_CATEGORY_TEXTS,
} from '../../../shared/catalogs/symbols-and-classes';
import type { Language } from '../../../shared/cookies';

/** The reference catalogs the assistant explains codes from. */
export type CatalogKind = 'H' | 'P' | 'GHS' | 'STORAGE_CLASS' | 'TRANSPORT_CATEGORY';

const TABLES: Readonly<
  Record<'GHS' | 'STORAGE_CLASS' | 'TRANSPORT_CATEGORY', Readonly<Record<string, StatementText>>>
> = {
  GHS: GHS_SYMBOL_TEXTS,
  STORAGE_CLASS: STORAGE_CLASS_TEXTS,
  TRANSPORT_CATEGORY: TRANSPORT_CATEGORY_TEXTS,
};

/**
 * What a code means, in the language: H, EUH and P statements and their official combinations
 * in the CLP wording (shared/catalogs/statement-catalog.ts), GHS pictograms, TRGS 510 storage
 * classes and ADR transport categories; undefined for a code the catalogs do not hold.
 */
export function referenceText(kind: CatalogKind, code: string, language: Language): string | undefined {
  if (kind === 'H' || kind === 'P') return catalogText(code, language);
  const table = TABLES[kind];
  return Object.hasOwn(table, code) ? table[code]?.[language === 'en' ? 0 : 1] : undefined;
}
