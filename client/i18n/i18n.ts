import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import { COOKIE_MAX_AGE_SECONDS, LANGUAGE_COOKIE, type Language, parseLanguage } from '../../shared/cookies';
import { readCookie, writeCookie } from '../session/cookies';

/**
 * Each catalog is a chunk of its own: a page loads the active language's only, the other one
 * when an import reads labels of both (issue 15's first-load budget). The service worker
 * precaches both, so either loads offline.
 */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** The interface language: the language cookie, else German (platform.md §9). */
export function currentLanguage(): Language {
  return parseLanguage(readCookie(LANGUAGE_COOKIE));
}

/** Loads the language's catalog and activates it; the I18nProvider renders once it is active. */
export async function activateLanguage(language: Language = currentLanguage()): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/** An i18n of its own for one language, beside the active one (an import reads labels of both). */
export async function i18nFor(language: Language): Promise<I18n> {
  const { messages } = await catalogs[language]();
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** Stores the choice for 365 days and reloads, as the spec asks. */
export function changeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, COOKIE_MAX_AGE_SECONDS);
  window.location.reload();
}

export { i18n };
