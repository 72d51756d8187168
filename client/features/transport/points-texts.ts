import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinePoints, Measure, QuantityBasis, TransportCategory, Verdict } from '../../../shared/domain/transport';

/**
 * The words of the ADR 1.1.3.6 points, shared by the points panel on screen and the
 * transport document PDF, so both say the same in the interface language.
 */

/** What a line lacks when its basis needs a quantity it does not have (ADR 1.1.3.6.3 "quantity"). */
function missingQuantityText(i18n: I18n, basis: QuantityBasis): string {
  switch (basis) {
    case 'NET_EXPLOSIVE_MASS':
      return i18n._(msg`class 1 counts the net explosive mass: enter it in kg as the net quantity`);
    case 'GROSS_MASS':
      return i18n._(msg`an article counts its gross mass: enter the gross quantity in kg`);
    case 'NET_MASS':
      return i18n._(msg`counts the net mass: enter the net quantity in kg`);
    case 'LITRES':
      return i18n._(msg`a liquid counts litres: enter the net quantity in litres`);
    case 'WATER_CAPACITY':
      return i18n._(msg`counts the water capacity of the receptacles: enter it in litres as the net quantity`);
    case 'AS_ENTERED':
      return i18n._(msg`no quantity in kg or litres`);
  }
}

/** Why a cargo line counts no points, as the points panel says it; undefined for a counted line. */
export function reasonText(i18n: I18n, line: Pick<LinePoints, 'reason' | 'basis'>): string | undefined {
  switch (line.reason) {
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
      return missingQuantityText(i18n, line.basis);
    case 'COUNTED':
      return undefined;
  }
}

/** Which quantity a counted line counts, where that is not simply its net quantity. */
export function basisText(i18n: I18n, basis: QuantityBasis): string | undefined {
  switch (basis) {
    case 'NET_EXPLOSIVE_MASS':
      return i18n._(msg`net explosive mass`);
    case 'GROSS_MASS':
      return i18n._(msg`gross mass of the article`);
    case 'WATER_CAPACITY':
      return i18n._(msg`water capacity`);
    default:
      return undefined;
  }
}

/** A quantity with its measure: "300 l", "1,5 kg". */
export function quantityText(i18n: I18n, value: number, measure: Measure): string {
  const number = i18n.number(value, { maximumFractionDigits: 3 });
  return measure === 'KG' ? `${number} kg` : `${number} l`;
}

/** The quantity a line counts, `dash` when it counts none (the panel and the PDF say it alike). */
export function countedQuantityText(i18n: I18n, line: Pick<LinePoints, 'quantity' | 'measure'>, dash: string): string {
  return line.quantity === null || line.measure === null ? dash : quantityText(i18n, line.quantity, line.measure);
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
      return i18n._(
        msg`Not yet decidable: a cargo line lacks its transport category or the quantity ADR 1.1.3.6.3 counts.`,
      );
  }
}

/** ADR 5.4.1.1.10: the total quantity of one transport category, kg and litres apart. */
export function categoryTotalText(
  i18n: I18n,
  category: TransportCategory,
  amounts: Readonly<Record<Measure, number>>,
): string | undefined {
  const parts = (['L', 'KG'] as const)
    .filter((measure) => amounts[measure] > 0)
    .map((measure) => quantityText(i18n, amounts[measure], measure));
  if (parts.length === 0) return undefined;
  const quantity = parts.join(' + ');
  return i18n._(msg`Transport category ${category}: ${quantity} in total`);
}
