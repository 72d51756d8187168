/** Cookie names and lifetimes fixed by platform.md §9. */
export const TENANT_COOKIE = 'SORGFALT_CURRENT_TENANT';
export const LANGUAGE_COOKIE = 'SORGFALT_LANGUAGE';
export const COOKIE_MAX_AGE_DAYS = 365;
export const COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Each language in its own words, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { de: 'Deutsch', en: 'English' };

export function parseLanguage(value: string | undefined | null): Language {
  return value === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
