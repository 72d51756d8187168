import type { SdsExtraction, SdsLanguage } from '../../../shared/domain/sds';
import type { DocumentData } from '../../../shared/entities/entity';
import { jsonEqual } from '../../../shared/sync/equal';
import type { SeenDocument } from '../../sync/write-api';
import { substanceFromSheet } from './data-sheet-mapping';

/**
 * What a newer safety data sheet changes on a stored substance (issue 17, docs/domain/sds.md
 * SDS-33): per field the stored value and the sheet's, lists as the items added and removed.
 * The user chooses per field which to keep; nothing is saved before that.
 */

/** Keep the stored value, or take the sheet's. */
export type ChangeChoice = 'STORED' | 'SHEET';

export interface DataSheetChange {
  readonly field: string;
  /** The stored value; undefined when the field is empty. */
  readonly stored: unknown;
  /** The sheet's value; undefined when the sheet says nothing the import could read. */
  readonly sheet: unknown;
  /** For list fields: the items the sheet has and the substance not, and the other way round. */
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** What the review proposes: the sheet's value where it gives one, the stored one where it does not. */
  readonly proposed: ChangeChoice;
}

/**
 * The fields a sheet updates, in the order of the substance screen; fields the import fills
 * besides these (from `substanceFromSheet`) follow in their own order. The safety data sheet
 * entries are added, never replaced, and the composition names other substances, so neither is
 * one of them.
 */
const UPDATED_FIELDS = [
  'name',
  'casNumber',
  'egNumber',
  'supplier',
  'storageClasses',
  'signalWord',
  'ghsSymbols',
  'hazardStatements',
  'precautionaryStatements',
  'workplaceLimit',
  'additionalLimits',
  'phValue',
  'phase',
  'flashPoint',
  'boilingPoint',
  'vaporPressure',
  'unNumber',
  'waterHazardClass',
];
const NOT_UPDATED: ReadonlySet<string> = new Set(['safetyDataSheetFiles', 'composition', 'storageLocations']);

/** The name is the user's: a sheet's product name replaces it only when the user says so. */
const KEPT_UNLESS_CHOSEN: ReadonlySet<string> = new Set(['name']);

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function items(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string');
}

/** A statement code or class as compared: no spaces, upper case ("P305 + P351" = "P305+P351"). */
function normalised(item: string): string {
  return item.replace(/\s/g, '').toUpperCase();
}

/** The items of `a` that `b` does not hold, compared as statement codes are. */
function without(a: readonly string[], b: readonly string[]): string[] {
  const other = new Set(b.map(normalised));
  return a.filter((item) => !other.has(normalised(item)));
}

/** The rows of a keyed list (the additional limits) without their ids, which a sheet never shares with the stored rows. */
function rowsWithoutIds(value: unknown): unknown[] | undefined {
  if (!Array.isArray(value) || !value.every((row) => typeof row === 'object' && row !== null)) return undefined;
  return value.map((row) => Object.fromEntries(Object.entries(row as object).filter(([key]) => key !== 'id')));
}

function sameValue(stored: unknown, sheet: unknown): boolean {
  if (isEmpty(stored) && isEmpty(sheet)) return true;
  const storedRows = rowsWithoutIds(stored);
  const sheetRows = rowsWithoutIds(sheet);
  if (storedRows && sheetRows) return jsonEqual(storedRows, sheetRows);
  const storedItems = items(stored);
  const sheetItems = items(sheet);
  if (storedItems || sheetItems) {
    const a = storedItems ?? [];
    const b = sheetItems ?? [];
    return without(a, b).length === 0 && without(b, a).length === 0;
  }
  if (typeof stored === 'string' && typeof sheet === 'string') return stored.trim() === sheet.trim();
  return jsonEqual(stored, sheet);
}

/**
 * The fields where `fromSheet` (the substance as `substanceFromSheet` reads it) differs from
 * `stored`. A field the sheet says nothing about is listed when the substance has a value, since
 * a newer sheet may have dropped it (no longer dangerous goods); the proposal keeps it then.
 */
export function sheetChanges(stored: DocumentData, fromSheet: DocumentData): DataSheetChange[] {
  const fields = [
    ...UPDATED_FIELDS,
    ...Object.keys(fromSheet).filter((field) => !UPDATED_FIELDS.includes(field) && !NOT_UPDATED.has(field)),
  ];
  return fields.flatMap((field): DataSheetChange[] => {
    const storedValue = isEmpty(stored[field]) ? undefined : stored[field];
    const sheetValue = isEmpty(fromSheet[field]) ? undefined : fromSheet[field];
    if (sameValue(storedValue, sheetValue)) return [];
    const list = Array.isArray(storedValue) || Array.isArray(sheetValue);
    const storedItems = items(storedValue) ?? [];
    const sheetItems = items(sheetValue) ?? [];
    const proposed = sheetValue === undefined || KEPT_UNLESS_CHOSEN.has(field) ? 'STORED' : 'SHEET';
    return [
      {
        field,
        stored: storedValue,
        sheet: sheetValue,
        added: list ? without(sheetItems, storedItems) : [],
        removed: list ? without(storedItems, sheetItems) : [],
        proposed,
      },
    ];
  });
}

/** The proposals as the review starts from them. */
export function proposedChoices(changes: readonly DataSheetChange[]): Record<string, ChangeChoice> {
  return Object.fromEntries(changes.map((change) => [change.field, change.proposed]));
}

/**
 * The patch of the chosen values: each field taken from the sheet with the sheet's value (null
 * empties the field), and the new safety data sheet entry after the stored ones.
 */
export function updateFromSheet(
  stored: DocumentData,
  changes: readonly DataSheetChange[],
  choices: Readonly<Record<string, ChangeChoice>>,
  entry: Readonly<Record<string, unknown>>,
): DocumentData {
  const patch: Record<string, unknown> = {};
  for (const change of changes) {
    if ((choices[change.field] ?? change.proposed) === 'SHEET') patch[change.field] = change.sheet ?? null;
  }
  const entries = Array.isArray(stored.safetyDataSheetFiles) ? stored.safetyDataSheetFiles : [];
  patch.safetyDataSheetFiles = [...entries, entry];
  return patch;
}

/** The components of section 3 against those stored, by CAS number. */
export function compositionChanges(
  storedCasNumbers: readonly string[],
  sheetCasNumbers: readonly string[],
): { readonly added: readonly string[]; readonly removed: readonly string[] } {
  const stored = [...new Set(storedCasNumbers.map((number) => number.trim()))];
  const sheet = [...new Set(sheetCasNumbers.map((number) => number.trim()))];
  return { added: without(sheet, stored), removed: without(stored, sheet) };
}

/**
 * What the sheet changes on `stored`. A CAS or EC number is compared only when section 3 names
 * one: with several the sheet does not say which is the substance's own (the components are
 * compared by `compositionChanges`).
 */
export function changesFromSheet(stored: DocumentData, extraction: SdsExtraction, language: SdsLanguage) {
  const { data } = sheetData(extraction, language, 'sheet');
  const undetermined = new Set<string>();
  if (new Set(extraction.values.casNumbers).size > 1) undetermined.add('casNumber');
  if (new Set(extraction.values.ecNumbers).size > 1) undetermined.add('egNumber');
  return sheetChanges(stored, data).filter((change) => !undetermined.has(change.field));
}

/** The state of an update's review: what it started from, the user's choices and the new sheet entry. */
export interface UpdateDraft {
  /** The substance as the review first showed it: the bases of the patch. */
  readonly seen: SeenDocument;
  readonly choices: Readonly<Record<string, ChangeChoice>>;
  /** The safety data sheet entry the PDF joins: id, language, revision date. */
  readonly entry: Readonly<Record<string, unknown>>;
}

/** The sheet's values as the substance's fields, with the entry of the new sheet (its id given). */
export function sheetData(extraction: SdsExtraction, language: SdsLanguage, entryId: string) {
  const data = substanceFromSheet(extraction, language, entryId);
  const entries = Array.isArray(data.safetyDataSheetFiles) ? data.safetyDataSheetFiles : [];
  return { data, entry: (entries[0] ?? { id: entryId }) as Readonly<Record<string, unknown>> };
}

/** The review of an update as it starts: the stored substance, the proposals and the sheet's entry. */
export function startUpdate(stored: SeenDocument, extraction: SdsExtraction, language: SdsLanguage): UpdateDraft {
  const { entry } = sheetData(extraction, language, crypto.randomUUID());
  return { seen: stored, choices: proposedChoices(changesFromSheet(stored.data, extraction, language)), entry };
}
