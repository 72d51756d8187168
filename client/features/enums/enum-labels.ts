import type { I18n } from '@lingui/core';
import { enumLabel } from '../../../shared/enums/enum-labels';

/** An enum value's translated label; the code itself for the code enumerations of the allow-list. */
export function enumText(i18n: I18n, values: readonly string[], code: string): string {
  const label = enumLabel(values, code);
  return label ? i18n._(label) : code;
}
