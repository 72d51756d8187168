import { ARROW_DIRECTION_TEXTS, SAFETY_SIGN_TEXTS } from '../../../shared/catalogs/safety-sign-texts';
import type { StatementText } from '../../../shared/catalogs/statement-text';
import { GHS_SYMBOL_TEXTS } from '../../../shared/catalogs/symbols-and-classes';
import type { Language } from '../../../shared/cookies';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { parseSignCode } from './sign-code';

// Only the lazily loaded drawings and review page import this module, so the sign names stay out of the first load.
// Codes are looked up in the text catalogs alone: importing the enum modules here would split them out of the
// first-load chunk they share, and every split chunk costs first-load bytes.

function baseText(catalog: SignCatalog, base: string): StatementText | undefined {
  const texts: Readonly<Record<string, StatementText>> = catalog === 'GHS' ? GHS_SYMBOL_TEXTS : SAFETY_SIGN_TEXTS;
  return Object.hasOwn(texts, base) ? texts[base] : undefined;
}

/** Every code of a sign catalogue in catalogue order, as `SIGN_CODES` lists it, read from the texts. */
export function familyCodes(catalog: SignCatalog): readonly string[] {
  if (catalog === 'GHS') return Object.keys(GHS_SYMBOL_TEXTS);
  const bases = Object.keys(SAFETY_SIGN_TEXTS).filter((code) => code.startsWith(catalog));
  if (catalog !== 'F') return bases;
  const arrows = Object.keys(ARROW_DIRECTION_TEXTS);
  return bases.flatMap((base) => [base, ...arrows.map((arrow) => `${base}_${arrow}`)]);
}

/** A sign's name in the language, with its arrow ("Feuerlöscher, Pfeil nach oben"); GHS names are the GHS catalogue's texts. */
export function signName(language: Language, code: string): string | undefined {
  const sign = parseSignCode(code);
  if (sign === undefined) return undefined;
  const index = language === 'en' ? 0 : 1;
  const name = baseText(sign.catalog, sign.base)?.[index];
  if (name === undefined || sign.arrow === undefined) return name;
  return `${name}, ${ARROW_DIRECTION_TEXTS[sign.arrow][index]}`;
}

/** The accessible name of a sign: its code and its name ("F001_UP Feuerlöscher, Pfeil nach oben"). */
export function pictogramName(language: Language, code: string): string | undefined {
  const name = signName(language, code);
  return name === undefined ? undefined : `${code} ${name}`;
}
