/**
 * The rows of the hazardous substance register, GefStoffV § 6 (12) (docs/domain/substances.md
 * REG-1 … REG-7): one row per hazardous substance with its classification, the quantities per
 * storage and location, the work areas and the safety data sheets, read from the documents as
 * stored. No clock, no translations: the screen and the exports word the rows.
 */
import type { DocumentType } from '../../enums/entity-types';
import { isHazardousSubstance } from './hazardous-substance';
import { type Places, placesOf, type RegisterDocument, text } from './register-places';

/** The documents the register is made of (as far as the reader may read them). */
export interface RegisterSources {
  readonly substances: readonly RegisterDocument[];
  readonly storages: readonly RegisterDocument[];
  /** Work equipment: an activity without a work environment is done where its equipment stands (REG-5). */
  readonly workEquipments: readonly RegisterDocument[];
  readonly activities: readonly RegisterDocument[];
  readonly departments: readonly RegisterDocument[];
  readonly locations: readonly RegisterDocument[];
}

/** The document types the register reads, and where each goes in its sources. */
const SOURCE_OF_TYPE = {
  SUBSTANCE: 'substances',
  STORAGE: 'storages',
  WORK_EQUIPMENT: 'workEquipments',
  ACTIVITY: 'activities',
  DEPARTMENT: 'departments',
  LOCATION: 'locations',
} as const satisfies Partial<Record<DocumentType, keyof RegisterSources>>;

export const REGISTER_SOURCE_TYPES = Object.keys(SOURCE_OF_TYPE) as (keyof typeof SOURCE_OF_TYPE)[];

/** The register's sources from a mixed list of documents; other types are ignored. */
export function registerSources(documents: readonly (RegisterDocument & { readonly type: string })[]): RegisterSources {
  const sources: Record<keyof RegisterSources, RegisterDocument[]> = {
    substances: [],
    storages: [],
    workEquipments: [],
    activities: [],
    departments: [],
    locations: [],
  };
  for (const document of documents) {
    const key = Object.hasOwn(SOURCE_OF_TYPE, document.type)
      ? SOURCE_OF_TYPE[document.type as keyof typeof SOURCE_OF_TYPE]
      : undefined;
    if (key) sources[key].push({ id: document.id, data: document.data });
  }
  return sources;
}

/** An amount with its unit code (`KG`, `L`, `M3` …). */
export interface Quantity {
  readonly value: number;
  readonly unit: string;
}

/** How much of the substance one storage holds. */
export interface StoredQuantity {
  readonly storage: string;
  /** Undefined when the storage is not known here (deleted, or not readable). */
  readonly storageName: string | undefined;
  readonly location: string | undefined;
  readonly quantity: Quantity;
}

/** REG-4: the quantities at one location, summed as mass (kg) and volume (l); other units apart. */
export interface LocationTotal {
  readonly location: string | undefined;
  readonly quantities: readonly Quantity[];
}

/** REG-5: a department or location where employees may be exposed, and why. */
export interface WorkArea {
  readonly id: string;
  readonly name: string | undefined;
  readonly location: string | undefined;
  /** The names of the activities with the substance there. */
  readonly activities: readonly string[];
  /** The names of the storages holding the substance there. */
  readonly storages: readonly string[];
}

/** REG-6: one safety data sheet of the substance. */
export interface DataSheetReference {
  readonly fileName: string | undefined;
  /** ISO day. */
  readonly issuedAt: string | undefined;
  /** `DE`, `EN`. */
  readonly language: string | undefined;
}

export interface RegisterRow {
  readonly id: string;
  readonly name: string;
  readonly ghsSymbols: readonly string[];
  /** H and EUH statements, in the order the substance lists them. */
  readonly hazardStatements: readonly string[];
  readonly storageClasses: readonly string[];
  readonly stored: readonly StoredQuantity[];
  readonly totals: readonly LocationTotal[];
  readonly workAreas: readonly WorkArea[];
  /** Newest first; sheets without a date last. */
  readonly dataSheets: readonly DataSheetReference[];
  /** Every location where the substance is stored or used. */
  readonly locations: readonly string[];
}

/** REG-7: what the register shows; an absent criterion keeps everything. */
export interface RegisterFilter {
  readonly location?: string | undefined;
  readonly storageClass?: string | undefined;
}

/** REG-4: units summed into kilograms and litres. */
const MASS: Readonly<Record<string, number>> = { MG: 0.000_001, G: 0.001, KG: 1, T: 1000 };
const VOLUME: Readonly<Record<string, number>> = { ML: 0.001, L: 1, M3: 1000 };

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((item) => (typeof item === 'string' && item !== '' ? [item] : [])) : [];
}

function records(value: unknown): Readonly<Record<string, unknown>>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    : [];
}

function quantityOf(value: unknown): Quantity | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { value: amount, unit } = value as Readonly<Record<string, unknown>>;
  return typeof amount === 'number' && Number.isFinite(amount) && typeof unit === 'string'
    ? { value: amount, unit }
    : undefined;
}

/** Sums without the float noise of unit factors (0.001 · 3 = 0.0030000000000000005). */
function rounded(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

/** REG-4: the quantities summed as kilograms and litres; a unit of neither kind stays as it is. */
export function summed(quantities: readonly Quantity[]): Quantity[] {
  let mass: number | undefined;
  let volume: number | undefined;
  const others = new Map<string, number>();
  for (const { value, unit } of quantities) {
    const massFactor = MASS[unit];
    const volumeFactor = VOLUME[unit];
    if (massFactor !== undefined) mass = (mass ?? 0) + value * massFactor;
    else if (volumeFactor !== undefined) volume = (volume ?? 0) + value * volumeFactor;
    else others.set(unit, (others.get(unit) ?? 0) + value);
  }
  return [
    ...(mass === undefined ? [] : [{ value: rounded(mass), unit: 'KG' }]),
    ...(volume === undefined ? [] : [{ value: rounded(volume), unit: 'L' }]),
    ...[...others].map(([unit, value]) => ({ value: rounded(value), unit })),
  ];
}

function totalsOf(stored: readonly StoredQuantity[]): LocationTotal[] {
  const byLocation = new Map<string | undefined, Quantity[]>();
  for (const entry of stored)
    byLocation.set(entry.location, [...(byLocation.get(entry.location) ?? []), entry.quantity]);
  return [...byLocation].map(([location, quantities]) => ({ location, quantities: summed(quantities) }));
}

/** The department of a storage or work equipment by id. */
type DepartmentOf = (id: string) => string | undefined;

function storedOf(substance: RegisterDocument, storages: ReadonlyMap<string, RegisterDocument>, places: Places) {
  return records(substance.data.storageLocations).flatMap((item): StoredQuantity[] => {
    const storageId = text(item.storage);
    const quantity = quantityOf(item.quantity);
    if (storageId === undefined || quantity === undefined) return [];
    const storage = storages.get(storageId);
    const department = text(storage?.data.department);
    return [
      {
        storage: storageId,
        storageName: storage ? (text(storage.data.name) ?? '') : undefined,
        location: department === undefined ? undefined : places.locationOf(department),
        quantity,
      },
    ];
  });
}

class AreaCollector {
  private readonly areas = new Map<string, { activities: Set<string>; storages: Set<string> }>();

  add(id: string, kind: 'activities' | 'storages', name: string): void {
    const area = this.areas.get(id) ?? { activities: new Set<string>(), storages: new Set<string>() };
    area[kind].add(name);
    this.areas.set(id, area);
  }

  result(places: Places): WorkArea[] {
    return [...this.areas].map(([id, area]) => ({
      id,
      name: places.nameOf(id),
      location: places.locationOf(id),
      activities: [...area.activities],
      storages: [...area.storages],
    }));
  }
}

/**
 * REG-5: the work areas of a substance: the work environments of the activities with it (or,
 * where an activity names none, the departments of its work equipment and storages), and the
 * departments of the storages holding it.
 */
function workAreasOf(
  substance: RegisterDocument,
  activities: readonly RegisterDocument[],
  stored: readonly StoredQuantity[],
  departmentOf: DepartmentOf,
  places: Places,
): WorkArea[] {
  const areas = new AreaCollector();
  for (const activity of activities) {
    if (activity.data.substance !== substance.id) continue;
    const name = text(activity.data.name) ?? '';
    const environments = texts(activity.data.workEnvironments);
    const where =
      environments.length > 0
        ? environments
        : texts(activity.data.storageOrWorkEquipments).flatMap((id) => departmentOf(id) ?? []);
    for (const id of where) areas.add(id, 'activities', name);
  }
  for (const entry of stored) {
    const department = departmentOf(entry.storage);
    if (department !== undefined) areas.add(department, 'storages', entry.storageName ?? '');
  }
  return areas.result(places);
}

/** REG-6: the substance's safety data sheets, newest first, undated ones last. */
function dataSheetsOf(substance: RegisterDocument): DataSheetReference[] {
  return records(substance.data.safetyDataSheetFiles)
    .map((item) => {
      const file = item.file !== null && typeof item.file === 'object' ? (item.file as Record<string, unknown>) : {};
      return { fileName: text(file.name), issuedAt: text(item.issuedAt), language: text(item.language) };
    })
    .sort((a, b) => (b.issuedAt ?? '').localeCompare(a.issuedAt ?? ''));
}

/** REG-7: the row as far as it concerns one location; undefined when nothing of it is there. */
function atLocation(row: RegisterRow, location: string): RegisterRow | undefined {
  const stored = row.stored.filter((entry) => entry.location === location);
  const workAreas = row.workAreas.filter((area) => area.location === location);
  if (stored.length === 0 && workAreas.length === 0) return undefined;
  return {
    ...row,
    stored,
    totals: row.totals.filter((total) => total.location === location),
    workAreas,
    locations: [location],
  };
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * REG-1 … REG-7: the register's rows, one per hazardous substance (SUB-1), ordered by name,
 * narrowed to a location and a storage class when the filter names them.
 */
export function registerRows(sources: RegisterSources, filter: RegisterFilter = {}): RegisterRow[] {
  const places = placesOf(sources.locations, sources.departments);
  const storages = new Map(sources.storages.map((storage) => [storage.id, storage]));
  const equipment = new Map(sources.workEquipments.map((item) => [item.id, item]));
  const departmentOf: DepartmentOf = (id) => text((storages.get(id) ?? equipment.get(id))?.data.department);
  const rows = sources.substances
    .filter((substance) => isHazardousSubstance(substance.data))
    .map((substance): RegisterRow => {
      const stored = storedOf(substance, storages, places);
      const workAreas = workAreasOf(substance, sources.activities, stored, departmentOf, places);
      const locations = new Set([...stored, ...workAreas].flatMap((item) => item.location ?? []));
      return {
        id: substance.id,
        name: text(substance.data.name) ?? '',
        ghsSymbols: texts(substance.data.ghsSymbols),
        hazardStatements: texts(substance.data.hazardStatements),
        storageClasses: texts(substance.data.storageClasses),
        stored,
        totals: totalsOf(stored),
        workAreas,
        dataSheets: dataSheetsOf(substance),
        locations: [...locations],
      };
    })
    .filter((row) => filter.storageClass === undefined || row.storageClasses.includes(filter.storageClass))
    .flatMap((row) => {
      if (filter.location === undefined) return [row];
      return atLocation(row, filter.location) ?? [];
    });
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
