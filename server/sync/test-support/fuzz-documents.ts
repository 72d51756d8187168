import type { DocumentData } from '../../../shared/entities/entity';
import { TOPICS } from '../../../shared/enums/catalogs';
import type { FieldChange } from '../../../shared/sync/merge';
import type { Random } from './random';

/** The demo employee of acme every site inspection names as participant and clerk. */
export const FUZZ_EMPLOYEE = 'acme-emp-anna';

/**
 * The entity types the fuzz edits: flat fields (CONTACT), a keyed list (SITE_INSPECTION
 * findings) and a keyed list with a derived field (ADR_TRANSPORT_DRAFT cargo and its points, D1).
 */
export const FUZZ_TYPES = ['CONTACT', 'SITE_INSPECTION', 'ADR_TRANSPORT_DRAFT'] as const;
export type FuzzType = (typeof FUZZ_TYPES)[number];

// Small value pools make two clients pick the same value now and then (M2's "already equal").
const NAMES = ['Meyer', 'Schulz', 'Becker', 'Wolf', 'Krause'];
const PHONES = ['040 100', '040 200', '089 300'];
const EMAILS = ['a@example.com', 'b@example.com', 'c@example.org'];
const STREETS = ['Hauptstraße', 'Am Hafen', 'Ringweg'];
const CITIES = ['Hamburg', 'Bremen', 'Kiel'];
const TIMES = ['2025-03-01T08:00:00Z', '2025-03-02T09:30:00Z', '2025-04-10T13:15:00+02:00'];
const DESCRIPTIONS = ['Fluchtweg verstellt', 'Feuerlöscher fehlt', 'Kabel lose', 'Alles in Ordnung'];

type Finding = Readonly<Record<string, unknown>> & { readonly id: string };

function findingsOf(data: DocumentData): Finding[] {
  const value = data.findings;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Finding =>
      typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string',
  );
}

function newFinding(rng: Random, id: string): Finding {
  return { id, topic: rng.pick(TOPICS), description: rng.pick(DESCRIPTIONS) };
}

function someLocations(rng: Random, locations: readonly string[]): string[] {
  const chosen = locations.filter(() => rng.chance(0.5));
  return chosen.length > 0 ? chosen : [rng.pick(locations)];
}

function address(rng: Random): Record<string, string> {
  return rng.chance(0.5) ? { street: rng.pick(STREETS), city: rng.pick(CITIES) } : { city: rng.pick(CITIES) };
}

const PARTY = { postalName: 'Spedition Nord GmbH', city: 'Hamburg' };
const LITRES = [20, 100, 333, 1000];

function newCargoLine(rng: Random, id: string): Finding {
  return {
    id,
    name: 'Dieselkraftstoff',
    unNumber: '1202',
    hazardClass: '3',
    classificationCode: 'F1',
    dangerLabels: ['3'],
    transportCategory: rng.int(1, 4),
    numberOfItems: rng.int(1, 3),
    packaging: 'Kanister',
    quantityNet: { value: rng.pick(LITRES), unit: 'L' },
  };
}

/** A client that writes the derived points itself, which the server ignores (D2). */
function forgedPoints(rng: Random): Record<string, number> {
  return rng.chance(0.3) ? { transportPoints: rng.int(0, 5000) } : {};
}

function newDraft(rng: Random, newItemId: () => string): Record<string, unknown> {
  return {
    name: `Transport ${rng.pick(NAMES)}`,
    consignor: PARTY,
    consignee: PARTY,
    transporter: PARTY,
    cargo: [newCargoLine(rng, newItemId()), ...(rng.chance(0.4) ? [newCargoLine(rng, newItemId())] : [])],
    ...forgedPoints(rng),
  };
}

/** Valid data for a new document of the type. */
export function newDocumentData(
  rng: Random,
  type: FuzzType,
  locations: readonly string[],
  newItemId: () => string,
): Record<string, unknown> {
  if (type === 'ADR_TRANSPORT_DRAFT') return newDraft(rng, newItemId);
  if (type === 'CONTACT') {
    return {
      name: rng.pick(NAMES),
      ...(rng.chance(0.5) ? { phone: rng.pick(PHONES) } : {}),
      ...(rng.chance(0.3) ? { email: rng.pick(EMAILS) } : {}),
    };
  }
  return {
    name: `Begehung ${rng.pick(NAMES)}`,
    inspectionAt: rng.pick(TIMES),
    participants: [FUZZ_EMPLOYEE],
    recordingClerk: FUZZ_EMPLOYEE,
    inspectedEntities: someLocations(rng, locations),
    ...(rng.chance(0.5) ? { findings: [newFinding(rng, newItemId())] } : {}),
  };
}

/** The next value of a contact field: a pool value, or null (removed) for an optional field. */
function contactValue(rng: Random, field: string): unknown {
  switch (field) {
    case 'name':
      return rng.pick(NAMES);
    case 'phone':
      return rng.chance(0.2) ? null : rng.pick(PHONES);
    case 'email':
      return rng.chance(0.2) ? null : rng.pick(EMAILS);
    default:
      return rng.chance(0.2) ? null : address(rng);
  }
}

/** One edit of the findings list (M4): add, change, remove or move an item. */
function editFindings(rng: Random, data: DocumentData, newItemId: () => string): Finding[] {
  const list = findingsOf(data);
  const roll = rng.next();
  if (list.length === 0 || roll < 0.35) return [...list, newFinding(rng, newItemId())];
  const index = rng.int(0, list.length - 1);
  const item = list[index] as Finding;
  if (roll < 0.7) {
    const changed: Record<string, unknown> = { ...item };
    const what = rng.int(0, 2);
    if (what === 0) changed.description = rng.pick(DESCRIPTIONS);
    else if (what === 1) changed.topic = rng.pick(TOPICS);
    else if (changed.linkedEntities === undefined) changed.linkedEntities = [FUZZ_EMPLOYEE];
    else delete changed.linkedEntities;
    return list.map((other, i) => (i === index ? (changed as Finding) : other));
  }
  if (roll < 0.9) return list.filter((_, i) => i !== index);
  return [item, ...list.filter((_, i) => i !== index)];
}

function inspectionValue(
  rng: Random,
  field: string,
  data: DocumentData,
  locations: readonly string[],
  newItemId: () => string,
): unknown {
  switch (field) {
    case 'name':
      return `Begehung ${rng.pick(NAMES)}`;
    case 'inspectionAt':
      return rng.pick(TIMES);
    case 'inspectedEntities':
      return someLocations(rng, locations);
    default:
      return editFindings(rng, data, newItemId);
  }
}

/**
 * One edit of the cargo (M4): add a line, or change a line's quantity or category. Lines are
 * never removed: concurrent removals could merge into no cargo, which a draft may not have.
 */
function editCargo(rng: Random, data: DocumentData, newItemId: () => string): Finding[] {
  const list = Array.isArray(data.cargo) ? (data.cargo as Finding[]) : [];
  const roll = rng.next();
  if (list.length === 0 || roll < 0.35) return [...list, newCargoLine(rng, newItemId())];
  const index = rng.int(0, list.length - 1);
  return list.map((item, i) =>
    i !== index
      ? item
      : rng.chance(0.5)
        ? { ...item, quantityNet: { value: rng.pick(LITRES), unit: 'L' } }
        : { ...item, transportCategory: rng.int(1, 4) },
  );
}

function draftValue(rng: Random, field: string, data: DocumentData, newItemId: () => string): unknown {
  if (field === 'name') return `Transport ${rng.pick(NAMES)}`;
  if (field === 'transportPoints') return rng.int(0, 5000);
  return editCargo(rng, data, newItemId);
}

const CONTACT_FIELDS = ['name', 'phone', 'email', 'address'];
const DRAFT_FIELDS = ['name', 'cargo', 'cargo', 'transportPoints'];
const INSPECTION_FIELDS = ['name', 'inspectionAt', 'inspectedEntities', 'findings', 'findings'];

/**
 * A patch of one or two fields on the data the user sees (P6): each change carries the new
 * value and, as its base, the value of the local view (null where the field is absent).
 */
export function randomFieldChanges(
  rng: Random,
  type: FuzzType,
  data: DocumentData,
  locations: readonly string[],
  newItemId: () => string,
): Record<string, FieldChange> {
  const pool = type === 'CONTACT' ? CONTACT_FIELDS : type === 'SITE_INSPECTION' ? INSPECTION_FIELDS : DRAFT_FIELDS;
  const fields = new Set([rng.pick(pool), ...(rng.chance(0.3) ? [rng.pick(pool)] : [])]);
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    const value =
      type === 'CONTACT'
        ? contactValue(rng, field)
        : type === 'SITE_INSPECTION'
          ? inspectionValue(rng, field, data, locations, newItemId)
          : draftValue(rng, field, data, newItemId);
    changes[field] = { value, base: data[field] ?? null };
  }
  return changes;
}
