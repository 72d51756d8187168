import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const YES = msg`Yes`;
const NO = msg`No`;

/** One side of a conflict as text: empty values as a dash, flags as yes/no, structures as JSON. */
export function problemValue(i18n: I18n, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (typeof value === 'number') return i18n.number(value);
  return JSON.stringify(value);
}
