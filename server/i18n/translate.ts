import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import type { Language } from '../../shared/cookies';
import { messages as de } from './compiled/de';
import { messages as en } from './compiled/en';

/**
 * The browser's message catalogs on the server: compiled from client/locales/{locale}/messages.po
 * by scripts/compile-messages.ts (docs/decisions/0020-server-side-assistant-texts.md). One i18n
 * per language, so concurrent requests in different languages never switch a shared locale.
 */
const i18ns: Readonly<Record<Language, I18n>> = {
  de: setupI18n({ locale: 'de', messages: { de } }),
  en: setupI18n({ locale: 'en', messages: { en } }),
};

/** A server message (`/*i18n*\/ { id, message }`) in the language, with its `{name}` values filled. */
export function translate(
  descriptor: MessageDescriptor,
  language: Language,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return i18ns[language]._({ ...descriptor, values });
}
