import type { I18n } from '@lingui/core';
import { catalogText } from '../../../shared/catalogs/statement-catalog';
import { GHS_SYMBOL_TEXTS, STORAGE_CLASS_TEXTS } from '../../../shared/catalogs/symbols-and-classes';
import { isStorageClass } from './joint-storage';

/**
 * The official texts the register and the storage panel print beside the codes: H and EUH
 * statements (CLP Annex III), GHS pictogram names (Annex V) and TRGS 510 storage class names,
 * in the language of `i18n`. The one place of this feature that reads the catalogs; only the
 * register and storage chunks import it, so the statement catalog stays out of the first load.
 */
/** The catalogs' language for the interface's: English, or German (the default). */
function languageOf(i18n: I18n): 'de' | 'en' {
  return i18n.locale === 'en' ? 'en' : 'de';
}

/** The regulation's placeholders for details a label or data sheet fills in (`<state route of exposure …>`). */
const PLACEHOLDER = /\s*<[^>]*>/g;

/**
 * An H or EUH statement's official text without the placeholders for details the data sheet
 * fills in: the register does not know the route of exposure or the organs (REG-2).
 */
export function hazardText(i18n: I18n, code: string): string | undefined {
  return catalogText(code, languageOf(i18n))?.replace(PLACEHOLDER, '');
}

export function pictogramText(i18n: I18n, code: string): string | undefined {
  const texts = Object.hasOwn(GHS_SYMBOL_TEXTS, code)
    ? GHS_SYMBOL_TEXTS[code as keyof typeof GHS_SYMBOL_TEXTS]
    : undefined;
  return texts?.[languageOf(i18n) === 'en' ? 0 : 1];
}

export function storageClassText(i18n: I18n, code: string): string | undefined {
  return isStorageClass(code) ? STORAGE_CLASS_TEXTS[code][languageOf(i18n) === 'en' ? 0 : 1] : undefined;
}

/** "3 – Entzündbare Flüssigkeiten" (the column says "storage class"); an unknown class as its code. */
export function storageClassLabel(i18n: I18n, code: string): string {
  const name = storageClassText(i18n, code);
  return name ? `${code} – ${name}` : code;
}
