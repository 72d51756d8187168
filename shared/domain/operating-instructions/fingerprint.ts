/**
 * OI-15: what an instruction was derived from, as a fingerprint stored with it. The fingerprint
 * covers exactly the values the derive rules read; when the source's fingerprint differs from the
 * stored one, the instruction is "source changed" (OI-16).
 */
import type { DocumentData, DocumentLookup } from '../../entities/entity';

/** The substance's values its derive rule reads (from-substance.ts). */
const SUBSTANCE_READS = [
  'name',
  'manufacturer',
  'storageLocations',
  'hazardStatements',
  'notesOnHazard',
  'waterHazardClass',
  'ghsSymbols',
  'precautionaryStatements',
  'mandatorySymbols',
  'notesOnFireProtection',
] as const;

/** The risk assessment's fields that are no input (derived counters and dates). */
const ASSESSMENT_IGNORES = new Set(['nextRevisionAt', 'undoneNewMeasureCount']);

/** JSON with object keys sorted, so that equal values give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** FNV-1a over the text with two seeds: 16 hex digits. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const pick = (data: DocumentData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, data[name]]));

/**
 * The fingerprint of a source document as the derive rules read it: a substance's read values;
 * an activity with its substance's; a risk assessment's inputs. The language is part of it.
 * Undefined when the source (or an activity's substance) is not known to the lookup.
 */
export function sourceFingerprint(sourceId: string, lookup: DocumentLookup, language: unknown): string | undefined {
  const source = lookup(sourceId);
  if (!source) return undefined;
  let read: unknown;
  if (source.type === 'SUBSTANCE') read = pick(source.data, SUBSTANCE_READS);
  else if (source.type === 'ACTIVITY') {
    const substanceId = source.data.substance;
    const substance = typeof substanceId === 'string' ? lookup(substanceId) : undefined;
    if (!substance) return undefined;
    read = { activity: source.data, substance: pick(substance.data, SUBSTANCE_READS) };
  } else if (source.type === 'RISK_ASSESSMENT') {
    read = Object.fromEntries(Object.entries(source.data).filter(([name]) => !ASSESSMENT_IGNORES.has(name)));
  } else return undefined;
  return hash(canonical({ type: source.type, language: language ?? null, read }));
}

interface StoredDerivation {
  readonly source?: unknown;
  readonly fingerprint?: unknown;
}

/** The stored derivation of an instruction, when it has one. */
export function derivationOf(data: DocumentData): { source: string; fingerprint: string } | undefined {
  const derivation = data.derivation as StoredDerivation | undefined;
  return typeof derivation?.source === 'string' && typeof derivation.fingerprint === 'string'
    ? { source: derivation.source, fingerprint: derivation.fingerprint }
    : undefined;
}

/**
 * OI-16: the instruction's source changed since it was derived — the source's fingerprint now
 * differs from the stored one. A source not on this device (not synced, deleted) is no change.
 */
export function sourceChanged(data: DocumentData, lookup: DocumentLookup): boolean {
  const derivation = derivationOf(data);
  if (!derivation) return false;
  const now = sourceFingerprint(derivation.source, lookup, data.language);
  return now !== undefined && now !== derivation.fingerprint;
}
