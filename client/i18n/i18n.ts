import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import { COOKIE_MAX_AGE_SECONDS, LANGUAGE_COOKIE, type Language, parseLanguage } from '../../shared/cookies';
import { messages as de } from '../locales/de/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { readCookie, writeCookie } from '../session/cookies';

const catalogs: Record<Language, Messages> = { de, en };

/** The interface language: the language cookie, else German (platform.md §9). */
export function currentLanguage(): Language {
  return parseLanguage(readCookie(LANGUAGE_COOKIE));
}

export function activateLanguage(language: Language = currentLanguage()): void {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  document.documentElement.lang = language;
}

const loaded = new Map<Language, I18n>();

/** An i18n of its own for one language, beside the active one (an import reads labels of both). */
export function i18nFor(language: Language): I18n {
  const found = loaded.get(language) ?? setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
  loaded.set(language, found);
  return found;
}

/** Stores the choice for 365 days and reloads, as the spec asks. */
export function changeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, COOKIE_MAX_AGE_SECONDS);
  window.location.reload();
}

export { i18n };
