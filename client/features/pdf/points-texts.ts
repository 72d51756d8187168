import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LineReason, Verdict } from '../../../shared/domain/transport-points';

/** Why a cargo line counts no points, as the points panel says it; undefined for a counted line. */
export function reasonText(i18n: I18n, reason: LineReason): string | undefined {
  switch (reason) {
    case 'LIMITED_QUANTITY':
      return i18n._(msg`limited quantity, not counted`);
    case 'EXCEPTED_QUANTITY':
      return i18n._(msg`excepted quantity, not counted`);
    case 'CATEGORY_0':
      return i18n._(msg`transport category 0: no exemption`);
    case 'CATEGORY_4':
      return i18n._(msg`transport category 4 counts 0 points`);
    case 'NO_CATEGORY':
      return i18n._(msg`transport category missing`);
    case 'NO_QUANTITY':
      return i18n._(msg`no quantity in kg or litres`);
    case 'COUNTED':
      return undefined;
  }
}

/** The ADR 1.1.3.6 verdict in the words of the points panel. */
export function verdictText(i18n: I18n, verdict: Verdict, total: string): string {
  switch (verdict) {
    case 'EXEMPT':
      return i18n._(msg`Exempt under ADR 1.1.3.6: ${total} points, at most 1000 are allowed per transport unit.`);
    case 'NOT_EXEMPT_OVER_LIMIT':
      return i18n._(msg`Not exempt: ${total} points exceed the 1000 allowed per transport unit (ADR 1.1.3.6.4).`);
    case 'NOT_EXEMPT_CATEGORY_0':
      return i18n._(msg`Not exempt: goods of transport category 0 are on board (ADR 1.1.3.6.3).`);
    case 'INCOMPLETE':
      return i18n._(msg`Not yet decidable: a cargo line lacks its transport category or a quantity in kg or litres.`);
  }
}
