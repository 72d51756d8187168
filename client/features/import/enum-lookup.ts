import type { I18n } from '@lingui/core';
import type { EnumField } from '../../../shared/entities/fields';
import { enumText } from '../enums';
import { headerKey } from './header-map';

/** The codes of an enumeration by every key a cell may name them with. */
export type EnumLookup = ReadonlyMap<string, string>;

/**
 * Each code under its own key, the code with spaces for underscores and its label in every
 * language, compared like headers; a key two codes share names the first of them.
 */
export function enumLookup(field: EnumField, languages: readonly I18n[]): EnumLookup {
  const lookup = new Map<string, string>();
  for (const code of field.values) {
    const texts = [code, code.replace(/_/g, ' '), ...languages.map((i18n) => enumText(i18n, field.values, code))];
    for (const text of texts) {
      const key = headerKey(text);
      if (!lookup.has(key)) lookup.set(key, code);
    }
  }
  return lookup;
}

/** The lookup of each enum field, built at its first cell and kept for the rest of the file. */
export function enumLookups(languages: readonly I18n[]): (field: EnumField) => EnumLookup {
  const built = new WeakMap<EnumField, EnumLookup>();
  return (field) => {
    const known = built.get(field);
    if (known) return known;
    const lookup = enumLookup(field, languages);
    built.set(field, lookup);
    return lookup;
  };
}
