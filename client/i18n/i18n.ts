import { i18n, type Messages } from '@lingui/core';
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

/** Stores the choice for 365 days and reloads, as the spec asks. */
export function changeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, COOKIE_MAX_AGE_SECONDS);
  window.location.reload();
}

export { i18n };
