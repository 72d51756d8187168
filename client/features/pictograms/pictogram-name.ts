import type { I18n } from '@lingui/core';
import { GHS_SYMBOL_TEXTS } from '../../../shared/catalogs/symbols-and-classes';
import { GHS_SYMBOLS } from '../../../shared/enums/catalogs';
import { parseSignCode } from './sign-code';
import { ARROW_NAMES, SIGN_NAMES } from './sign-names';

function ghsText(i18n: I18n, base: string): string | undefined {
  const symbol = GHS_SYMBOLS.find((known) => known === base);
  return symbol && GHS_SYMBOL_TEXTS[symbol][i18n.locale === 'en' ? 0 : 1];
}

/** A sign's name in the language of `i18n`, with its arrow ("Feuerlöscher, Pfeil nach oben"); GHS names are the GHS catalogue's texts. */
export function signName(i18n: I18n, code: string): string | undefined {
  const sign = parseSignCode(code);
  if (sign === undefined) return undefined;
  const descriptor = SIGN_NAMES[sign.base];
  const name = sign.catalog === 'GHS' ? ghsText(i18n, sign.base) : descriptor && i18n._(descriptor);
  if (name === undefined || sign.arrow === undefined) return name;
  return `${name}, ${i18n._(ARROW_NAMES[sign.arrow])}`;
}

/** The accessible name of a sign: its code and its name ("F001_UP Feuerlöscher, Pfeil nach oben"). */
export function pictogramName(i18n: I18n, code: string): string | undefined {
  const name = signName(i18n, code);
  return name === undefined ? undefined : `${code} ${name}`;
}
