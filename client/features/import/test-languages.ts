import { type I18n, setupI18n } from '@lingui/core';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';

/** The two interface languages with their real catalogs, German first as the default. */
export function buildLanguages(first: 'de' | 'en' = 'de'): I18n[] {
  const german = setupI18n({ locale: 'de', messages: { de } });
  const english = setupI18n({ locale: 'en', messages: { en } });
  return first === 'de' ? [german, english] : [english, german];
}
