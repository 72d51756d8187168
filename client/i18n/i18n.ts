import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import { COOKIE_MAX_AGE_SECONDS, LANGUAGE_COOKIE, type Language, parseLanguage } from '../../shared/cookies';
import { readCookie, writeCookie } from '../session/cookies';

type CatalogPart = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalog is two chunks (scripts/split-catalogs.ts, issue 25's first-load
 * budget): `start` holds the texts of the sign-in page, the layout and the first screen, `rest`
 * all others. A page loads the active language's only, the other one when an import reads labels
 * of both. The service worker precaches all four, so every part loads offline.
 */
const catalogs: Record<Language, { readonly start: CatalogPart; readonly rest: CatalogPart }> = {
  de: { start: () => import('../locales/de/messages.po?start'), rest: () => import('../locales/de/messages.po?rest') },
  en: { start: () => import('../locales/en/messages.po?start'), rest: () => import('../locales/en/messages.po?rest') },
};

/** The interface language: the language cookie, else German (platform.md §9). */
export function currentLanguage(): Language {
  return parseLanguage(readCookie(LANGUAGE_COOKIE));
}

let activating: Promise<Language> | undefined;

function activate(language: Language): Promise<Language> {
  activating = catalogs[language].start().then(({ messages }) => {
    i18n.loadAndActivate({ locale: language, messages });
    document.documentElement.lang = language;
    return language;
  });
  return activating;
}

/** Loads the start of the language's catalog and activates it; the I18nProvider renders once it is active. */
export async function activateLanguage(language: Language = currentLanguage()): Promise<void> {
  await activate(language);
}

let completing: Promise<void> | undefined;

/**
 * Adds the rest of the active language's catalog, once: every screen but the first and anything
 * loaded lazily beside it awaits this before it renders (the root route's `beforeLoad`).
 */
export function completeCatalog(): Promise<void> {
  completing ??= (activating ?? activate(currentLanguage()))
    .then((language) => catalogs[language].rest().then(({ messages }) => i18n.load(language, messages)))
    .catch((error: unknown) => {
      completing = undefined;
      throw error;
    });
  return completing;
}

// A text asked for before the rest of the catalog came shows its id for a moment; the rest is
// loaded then, and its arrival renders the texts again.
i18n.on('missing', () => {
  completeCatalog().catch((error: unknown) => console.error('the language catalog could not be loaded', error));
});

/** An i18n of its own for one language, beside the active one (an import reads labels of both). */
export async function i18nFor(language: Language): Promise<I18n> {
  const [start, rest] = await Promise.all([catalogs[language].start(), catalogs[language].rest()]);
  return setupI18n({ locale: language, messages: { [language]: { ...start.messages, ...rest.messages } } });
}

/** Stores the choice for 365 days and reloads, as the spec asks. */
export function changeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, COOKIE_MAX_AGE_SECONDS);
  window.location.reload();
}

export { i18n };
