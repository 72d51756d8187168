import type { Language } from '../../shared/cookies';
import type { Label } from '../../shared/entities/fields';
import { translate } from '../i18n/translate';

/**
 * A shared label (`/*i18n*\/ { id, message }`) in the asker's language, from the same compiled
 * catalogs as the browser (docs/decisions/0020-server-side-assistant-texts.md); a label the
 * catalog lacks reads as its English message.
 */
export function labelText(label: Label, language: Language): string {
  return translate(label, language);
}
