/**
 * The storage module (docs/domain/emkg.md EMKG-STO-1 … EMKG-STO-4). Source: BAuA EMKG, 7th
 * edition 2025, module "Lagern": hazard group La-A … La-F; the stored quantity is the sum of all
 * hazardous substances of the same group stored together, in four columns.
 */
import type { DocumentData } from '../../../entities/entity';
import { storageStatementGroups } from '../hazard-groups';
import { type GroupReading, statementGroup } from '../hazard-sources';
import type { RatingInputs } from '../inputs';
import { STORAGE_MATRIX } from '../matrices';
import { candidates, outcome } from '../module-result';
import { kilograms, storedQuantityBand } from '../quantity';
import { measurement, record, texts } from '../read';
import {
  type EmkgContext,
  type EmkgField,
  type EmkgStep,
  type MeasureLevel,
  STORAGE_GROUPS,
  STORED_QUANTITY_BANDS,
  type StorageGroup,
  type StorageRating,
  type StorageShare,
} from '../types';

const LOCATIONS = ['storageLocations'] as const;

/** The kilograms a substance holds in each storage (EMKG-QTY-2), by storage id. */
function kilogramsByStorage(data: DocumentData): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of Array.isArray(data.storageLocations) ? data.storageLocations : []) {
    const entry = record(item);
    const quantity = measurement(entry?.quantity);
    const kg = quantity === undefined ? undefined : kilograms(quantity);
    if (typeof entry?.storage !== 'string' || kg === undefined) continue;
    totals.set(entry.storage, (totals.get(entry.storage) ?? 0) + kg);
  }
  return totals;
}

function groupOf(data: DocumentData, id?: string): GroupReading<StorageGroup> {
  return statementGroup(
    id === undefined ? { data } : { id, data },
    STORAGE_GROUPS,
    'EMKG-STO-1',
    storageStatementGroups,
  );
}

const rounded = (kg: number) => Number(kg.toFixed(3));

/**
 * EMKG-STO-2: the storages rated are those of the substance's storage locations that the activity
 * names; when it names none of them, every storage location of the substance (our decision,
 * docs/decisions/0033-emkg-inputs.md). In each, the substance's quantity and that of every
 * substance stored alongside with the same storage group are summed; the module takes the
 * highest level of its storages.
 */
export function rateStorage(inputs: RatingInputs, context: EmkgContext): StorageRating {
  const hazard = groupOf(inputs.substance);
  const own = kilogramsByStorage(inputs.substance);
  const named = new Set(texts(inputs.activity.storageOrWorkEquipments));
  const chosen = [...own.keys()].filter((storage) => named.has(storage));
  const storages = chosen.length > 0 ? chosen : [...own.keys()];
  const self = typeof inputs.activity.substance === 'string' ? inputs.activity.substance : undefined;
  const alongside = (context.storedAlongside ?? []).filter((other) => other.id !== self);
  const steps: EmkgStep[] = [...hazard.steps];
  const shares: { storage: string; kg: number }[] = storages.map((storage) => {
    const field: EmkgField = { document: 'SUBSTANCE', path: [...LOCATIONS] };
    let kg = own.get(storage) ?? 0;
    steps.push({ rule: 'EMKG-STO-2', input: storage, result: `${rounded(kg)} kg`, field });
    if (hazard.group !== undefined) {
      for (const other of alongside) {
        const there = kilogramsByStorage(other.data).get(storage);
        if (there === undefined || groupOf(other.data, other.id).group !== hazard.group) continue;
        kg += there;
        steps.push({
          rule: 'EMKG-STO-2',
          input: storage,
          result: `+${rounded(there)} kg`,
          field: { document: 'SUBSTANCE', id: other.id, path: [...LOCATIONS] },
        });
      }
    }
    return { storage, kg };
  });
  const levels: MeasureLevel[] = [];
  for (const group of candidates(hazard.group, STORAGE_GROUPS)) {
    if (shares.length === 0) for (const band of STORED_QUANTITY_BANDS) levels.push(STORAGE_MATRIX[group][band]);
    else
      levels.push(
        Math.max(...shares.map((share) => STORAGE_MATRIX[group][storedQuantityBand(share.kg)])) as MeasureLevel,
      );
  }
  const rated: StorageShare[] =
    hazard.group === undefined
      ? []
      : shares.map(({ storage, kg }) => {
          const band = storedQuantityBand(kg);
          return { storage, quantityKg: rounded(kg), band, level: STORAGE_MATRIX[hazard.group as StorageGroup][band] };
        });
  for (const share of rated) {
    steps.push({ rule: 'EMKG-STO-3', input: `${share.quantityKg} kg`, result: share.band });
  }
  const top = rated.reduce<StorageShare | undefined>(
    (a, b) => (a === undefined || b.level > a.level || (b.level === a.level && b.quantityKg > a.quantityKg) ? b : a),
    undefined,
  );
  const final: EmkgStep | undefined =
    top === undefined
      ? undefined
      : { rule: 'EMKG-STO-4', input: `${hazard.group} × ${top.band}`, result: `M${top.level}` };
  const missing = [
    ...hazard.missing,
    ...(shares.length === 0 ? [{ document: 'SUBSTANCE' as const, path: [...LOCATIONS] }] : []),
  ];
  return {
    ...outcome('storage', levels, steps, missing, final),
    hazardGroup: hazard.group ?? null,
    storedQuantityKg: top?.quantityKg ?? null,
    storedQuantityBand: top?.band ?? null,
    storages: rated,
  };
}
