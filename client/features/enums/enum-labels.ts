import type { I18n } from '@lingui/core';
import { enumLabel, readableCode } from '../../../shared/enums/enum-labels';

/** An enum value's translated label, or its readable code when the enumeration has no labels yet. */
export function enumText(i18n: I18n, values: readonly string[], code: string): string {
  const label = enumLabel(values, code);
  return label ? i18n._(label) : readableCode(code);
}
