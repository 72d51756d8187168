import type { DocumentData } from '../../../shared/entities/entity';
import { TOPICS } from '../../../shared/enums/catalogs';
import type { FieldChange } from '../../../shared/sync/merge';
import type { Random } from './random';

/** The demo employee of acme every site inspection names as participant and clerk. */
export const FUZZ_EMPLOYEE = 'acme-emp-anna';

/** The entity types the fuzz edits: flat fields (CONTACT) and a keyed list (SITE_INSPECTION findings). */
export const FUZZ_TYPES = ['CONTACT', 'SITE_INSPECTION'] as const;
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

/** Valid data for a new document of the type. */
export function newDocumentData(
  rng: Random,
  type: FuzzType,
  locations: readonly string[],
  newItemId: () => string,
): Record<string, unknown> {
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

const CONTACT_FIELDS = ['name', 'phone', 'email', 'address'];
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
  const pool = type === 'CONTACT' ? CONTACT_FIELDS : INSPECTION_FIELDS;
  const fields = new Set([rng.pick(pool), ...(rng.chance(0.3) ? [rng.pick(pool)] : [])]);
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    const value =
      type === 'CONTACT' ? contactValue(rng, field) : inspectionValue(rng, field, data, locations, newItemId);
    changes[field] = { value, base: data[field] ?? null };
  }
  return changes;
}
