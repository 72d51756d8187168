import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Places, Quantity, RegisterRow, ReviewStatus } from '../../../shared/domain/substances';
import { unitSymbol } from '../../../shared/enums/catalogs';
import { parseStoredDate, UNKNOWN_REFERENCE } from '../../ui/cell-text';
import { hazardText, pictogramText, storageClassLabel } from './catalog-texts';
import type { RegisterLocation } from './register-view';

/** The columns of the register (GefStoffV § 6 (12)), as the screen, the PDF and the workbook head them. */
export const REGISTER_COLUMNS = {
  name: msg`Substance`,
  pictograms: msg`GHS pictograms`,
  statements: msg`Hazard statements`,
  storageClasses: msg`Storage class (TRGS 510)`,
  quantities: msg`Quantities per storage and location`,
  workAreas: msg`Work areas`,
  dataSheets: msg`Safety data sheet`,
} as const;

export type RegisterColumn = keyof typeof REGISTER_COLUMNS;
export const REGISTER_COLUMN_ORDER = Object.keys(REGISTER_COLUMNS) as RegisterColumn[];

/** A stored day (`2026-03-02`) in the language's medium style; anything else as it is. */
export function dayText(i18n: I18n, day: string): string {
  const date = parseStoredDate(day);
  return date ? i18n.date(date, { dateStyle: 'medium' }) : day;
}

/** "25 m³", the unit kept on the number's line (a no-break space). */
export function quantityText(i18n: I18n, quantity: Quantity): string {
  return `${i18n.number(quantity.value)}\u00a0${unitSymbol(quantity.unit)}`;
}

function placeName(places: Places, id: string | undefined): string {
  return (id === undefined ? undefined : places.nameOf(id)) || UNKNOWN_REFERENCE;
}

/** REG-2: each pictogram's code with its name ("GHS02 Flamme (entzündbar)"). */
export function pictogramLines(i18n: I18n, row: RegisterRow): string[] {
  return row.ghsSymbols.map((code) => [code, pictogramText(i18n, code)].filter(Boolean).join(' '));
}

/** REG-2: each H or EUH statement's code with its official text. */
export function statementLines(i18n: I18n, row: RegisterRow): string[] {
  return row.hazardStatements.map((code) => [code, hazardText(i18n, code)].filter(Boolean).join(' '));
}

export function storageClassLines(i18n: I18n, row: RegisterRow): string[] {
  return row.storageClasses.map((code) => storageClassLabel(i18n, code));
}

/**
 * REG-4: one line per storage ("Tanklager Nord: 25 m³", with the location when the register
 * spans several), then the total of each location that has more than one storage.
 */
export function quantityLines(i18n: I18n, row: RegisterRow, places: Places, withLocation: boolean): string[] {
  const storages = row.stored.map((entry) => {
    const storage = entry.storageName || UNKNOWN_REFERENCE;
    const where = withLocation ? `${storage} (${placeName(places, entry.location)})` : storage;
    return `${where}: ${quantityText(i18n, entry.quantity)}`;
  });
  const totals = row.totals
    .filter((total) => row.stored.filter((entry) => entry.location === total.location).length > 1)
    .map((total) => {
      const amount = total.quantities.map((quantity) => quantityText(i18n, quantity)).join(' + ');
      const place = placeName(places, total.location);
      return withLocation ? i18n._(msg`Total at ${place}: ${amount}`) : i18n._(msg`Total: ${amount}`);
    });
  return [...storages, ...totals];
}

/** REG-5: one line per work area: the area (and its location), then its activities and storages. */
export function workAreaLines(i18n: I18n, row: RegisterRow, places: Places, withLocation: boolean): string[] {
  return row.workAreas.map((area) => {
    const name = area.name || UNKNOWN_REFERENCE;
    const location = area.location === area.id ? undefined : area.location;
    const where = withLocation && location !== undefined ? `${name} (${placeName(places, location)})` : name;
    const storages = area.storages.join(', ');
    const why = [...area.activities, ...(storages === '' ? [] : [i18n._(msg`stored in ${storages}`)])];
    return why.length > 0 ? `${where}: ${why.join('; ')}` : where;
  });
}

/** REG-6: each safety data sheet with file, issue date and language; a note when none is recorded. */
export function dataSheetLines(i18n: I18n, row: RegisterRow): string[] {
  if (row.dataSheets.length === 0) return [i18n._(msg`No safety data sheet recorded`)];
  return row.dataSheets.map((sheet) => {
    const day = sheet.issuedAt === undefined ? undefined : dayText(i18n, sheet.issuedAt);
    const issued = day === undefined ? i18n._(msg`undated`) : i18n._(msg`issued ${day}`);
    const parts = [sheet.fileName, issued].filter(Boolean).join(', ');
    return sheet.language ? `${parts} (${sheet.language})` : parts;
  });
}

/** Every column of a row as lines of text (the PDF and the workbook join them). */
export function rowLines(
  i18n: I18n,
  row: RegisterRow,
  places: Places,
  withLocation: boolean,
): Record<RegisterColumn, string[]> {
  return {
    name: [row.name],
    pictograms: pictogramLines(i18n, row),
    statements: statementLines(i18n, row),
    storageClasses: storageClassLines(i18n, row),
    quantities: quantityLines(i18n, row, places, withLocation),
    workAreas: workAreaLines(i18n, row, places, withLocation),
    dataSheets: dataSheetLines(i18n, row),
  };
}

/** REG-8, REG-9: "Reviewed on 2 Mar 2026 by Anna Berger; next review due by 2 Mar 2027" and the like. */
export function reviewText(i18n: I18n, location: RegisterLocation): string {
  const { status } = location;
  if (status.state === 'never') return i18n._(msg`Not reviewed yet`);
  const on = dayText(i18n, status.last.reviewedOn);
  const due = dayText(i18n, status.dueOn);
  const { reviewer } = location;
  const reviewed = reviewer ? i18n._(msg`Reviewed on ${on} by ${reviewer}`) : i18n._(msg`Reviewed on ${on}`);
  return `${reviewed}; ${dueText(i18n, status, due)}`;
}

function dueText(i18n: I18n, status: Exclude<ReviewStatus, { state: 'never' }>, due: string): string {
  switch (status.state) {
    case 'overdue':
      return i18n._(msg`the next review was due on ${due} (overdue)`);
    case 'dueSoon':
      return i18n._(msg`the next review is due on ${due}`);
    case 'current':
      return i18n._(msg`next review by ${due}`);
  }
}
