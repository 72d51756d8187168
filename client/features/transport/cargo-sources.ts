import type { DocumentData } from '../../../shared/entities/entity';
import { cargoFields } from '../../../shared/entities/transport-fields';
import { unitSymbol } from '../../../shared/enums/catalogs';
import type { PickerOption } from '../entity-detail';

type Item = Readonly<Record<string, unknown>>;

/** Where a new cargo line can come from: an earlier line of the tenant, or a registered substance. */
export interface CargoSource {
  readonly id: string;
  readonly kind: 'cargo' | 'substance';
  /** The values the new line starts with (cargo fields only, no id or order). */
  readonly values: Item;
  readonly label: string;
}

/** A transport or substance document as the replica's view holds it (the part read here). */
export interface SourceDoc {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

const CARGO_FIELD_NAMES = Object.keys(cargoFields);

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function cargoValues(item: Item): Item {
  return Object.fromEntries(
    CARGO_FIELD_NAMES.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  );
}

function lineLabel(values: Item): string {
  const un = text(values.unNumber);
  const quantity = isItem(values.quantityNet)
    ? `${String(values.quantityNet.value)} ${unitSymbol(String(values.quantityNet.unit))}`
    : '';
  return [un ? `UN ${un}` : '', text(values.name), text(values.packaging), quantity].filter(Boolean).join(' · ');
}

/**
 * Earlier cargo lines of the tenant's drafts and documents (each distinct line once, as first
 * found) and the substances of the register that carry a UN number, as a new line's sources.
 */
export function cargoSources(docs: readonly SourceDoc[]): CargoSource[] {
  const seen = new Set<string>();
  const sources: CargoSource[] = [];
  for (const doc of docs) {
    if (doc.type !== 'ADR_TRANSPORT_DRAFT' && doc.type !== 'ADR_TRANSPORT_DOCUMENT') continue;
    const cargo = Array.isArray(doc.data.cargo) ? doc.data.cargo.filter(isItem) : [];
    for (const item of cargo) {
      const values = cargoValues(item);
      const label = lineLabel(values);
      if (!label || seen.has(label)) continue;
      seen.add(label);
      sources.push({ id: `cargo:${doc.id}:${text(item.id)}`, kind: 'cargo', values, label });
    }
  }
  for (const doc of docs) {
    if (doc.type !== 'SUBSTANCE') continue;
    const unNumber = text(doc.data.unNumber);
    const name = text(doc.data.name);
    if (!/^\d{4}$/.test(unNumber) || !name) continue;
    const hazard = text(doc.data.hazardNumber);
    sources.push({
      id: `substance:${doc.id}`,
      kind: 'substance',
      values: { name, unNumber },
      label: [`UN ${unNumber}`, name, hazard ? `(${hazard})` : ''].filter(Boolean).join(' '),
    });
  }
  return sources;
}

/** The sources as picker options, grouped by where they come from. */
export function sourceOptions(
  sources: readonly CargoSource[],
  groups: Record<CargoSource['kind'], string>,
): PickerOption[] {
  return sources.map((source) => ({ id: source.id, label: source.label, group: groups[source.kind] }));
}

/** The cargo list with a new line from the source appended (a fresh id; order follows the list). */
export function withCargoFrom(cargo: unknown, source: CargoSource, id: string): Item[] {
  const items = Array.isArray(cargo) ? cargo.filter(isItem) : [];
  return [...items, { ...source.values, id, order: items.length }];
}
