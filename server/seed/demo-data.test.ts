import { describe, expect, it } from 'vitest';
import { type StatementKind, statementCode, statementKind } from '../../shared/catalogs/statement-catalog';
import { SCORE_RECORD_TYPE } from '../../shared/domain/compliance';
import { labelHints, latestReviews, nextReviewDue } from '../../shared/domain/substances';
import { validateDocument } from '../../shared/entities/derive/schema';
import type { FieldMap } from '../../shared/entities/fields';
import { ENTITY_LIST, entityFor } from '../../shared/entities/registry';
import { REFERENCE_DATE } from './demo/dates';
import { DEMO_DOCUMENTS, DEMO_TENANTS } from './demo-data';

/** Entity types the demo leaves out, with the reason. */
const NOT_SEEDED: Readonly<Record<string, string>> = {
  FILE: 'the demo’s files are attachments of other documents (the signed written commissions), not file documents',
  COMPANY_SETTINGS: 'made by the first change in Settings under its fixed id; no hidden fields need none',
};

/** Document types the system provisions for every tenant, subscribed or not. */
const ALWAYS_PROVISIONED = new Set(['ACCESS_ROLE', 'EMPLOYEE']);

const ID_PREFIXES: Readonly<Record<string, string>> = {
  'tenant-acme': 'acme-',
  'tenant-nordlicht': 'nord-',
  'tenant-paragraf': 'para-',
};

interface Reference {
  readonly path: string;
  readonly id: unknown;
  readonly to: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every reference a document's data holds, also inside groups and keyed lists. */
function referencesIn(fields: FieldMap, data: Record<string, unknown>, prefix = ''): Reference[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = data[name];
    const path = `${prefix}${name}`;
    if (value === undefined || value === null) return [];
    if (field.kind === 'reference') {
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => ({ path, id, to: field.to }));
    }
    if (field.kind === 'group' && isRecord(value)) return referencesIn(field.fields, value, `${path}.`);
    if (field.kind === 'keyedList' && Array.isArray(value)) {
      return value.flatMap((item, index) =>
        isRecord(item) ? referencesIn(field.fields, item, `${path}.${index}.`) : [],
      );
    }
    return [];
  });
}

describe('demo data', () => {
  it('holds only documents that the registry accepts, so demo users can edit them', () => {
    for (const doc of DEMO_DOCUMENTS) {
      const entity = entityFor(doc.type);
      expect(entity, doc.id).toBeDefined();
      if (entity) expect(validateDocument(entity, doc.data), doc.id).toEqual({ ok: true, data: doc.data });
    }
  });

  it('labels its substances consistently: pictograms and signal word fit the hazard statements (SUB-4 … SUB-7)', () => {
    const substances = DEMO_DOCUMENTS.filter((doc) => doc.type === 'SUBSTANCE');
    expect(substances.length).toBeGreaterThan(0);
    for (const doc of substances) expect(labelHints(doc.data), doc.id).toEqual([]);
  });

  it('gives every hazardous substance a complete label of official statements, signs, storage class and water hazard class', () => {
    const codes = (value: unknown) => (Array.isArray(value) ? value.filter((code) => typeof code === 'string') : []);
    const labelled = DEMO_DOCUMENTS.filter(
      (doc) => doc.type === 'SUBSTANCE' && codes(doc.data.hazardStatements).length,
    );
    expect(labelled.length).toBeGreaterThanOrEqual(5);
    const kinds = (field: string, allowed: readonly StatementKind[]) =>
      labelled.flatMap((doc) =>
        codes(doc.data[field]).map((code) => {
          // Spelled as the catalog spells it, of the field's kind: a combination only where CLP has it.
          expect(statementCode(code), `${doc.id} ${code}`).toBe(code);
          const kind = statementKind(code);
          expect(allowed, `${doc.id} ${code}`).toContain(kind);
          return kind;
        }),
      );
    const hazardKinds = kinds('hazardStatements', ['H', 'H_COMBINED', 'EUH']);
    const precautionaryKinds = kinds('precautionaryStatements', ['P', 'P_COMBINED']);
    // Every kind of statement shows somewhere in the demo, official combinations included.
    expect(new Set([...hazardKinds, ...precautionaryKinds])).toEqual(
      new Set(['H', 'H_COMBINED', 'EUH', 'P', 'P_COMBINED']),
    );
    for (const { id, data } of labelled) {
      const hazards = codes(data.hazardStatements);
      expect(codes(data.precautionaryStatements).length, id).toBeGreaterThan(0);
      expect(codes(data.ghsSymbols).length, id).toBeGreaterThan(0);
      expect(data.signalWord, id).toMatch(/^(DANGER|WARNING)$/);
      expect(
        codes(data.mandatorySymbols).every((code) => /^M\d{3}$/.test(code)) && codes(data.mandatorySymbols).length,
        id,
      ).toBeTruthy();
      expect(data.waterHazardClass, id).toBeDefined();
      // TRGS 510: flammable liquids are stored in class 3, non-flammable corrosives in 8B.
      const storageClasses = codes(data.storageClasses);
      if (hazards.some((code) => /^H22[456]$/.test(code))) expect(storageClasses, id).toEqual(['3']);
      else if (hazards.includes('H314')) expect(storageClasses, id).toEqual(['8B']);
      // Transported as dangerous goods: the UN number comes with its hazard identification number.
      if (data.unNumber !== undefined) expect(data.hazardNumber, id).toMatch(/^\d{2,3}$/);
    }
  });

  it('gives every document its own id, prefixed with its tenant', () => {
    const ids = DEMO_DOCUMENTS.map((doc) => doc.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // The weekly score records' ids follow from their week alone (CMP-9), as the job writes them.
    for (const doc of DEMO_DOCUMENTS.filter((found) => found.type !== SCORE_RECORD_TYPE))
      expect(doc.id.startsWith(ID_PREFIXES[doc.tenantId] ?? '?'), doc.id).toBe(true);
  });

  it('references only documents of the same tenant that come earlier, of a type the field allows', () => {
    const refsOf = (doc: (typeof DEMO_DOCUMENTS)[number]) => {
      const entity = entityFor(doc.type);
      return entity ? referencesIn(entity.fields, doc.data) : [];
    };
    const byKey = new Map(DEMO_DOCUMENTS.map((doc) => [`${doc.tenantId}/${doc.id}`, doc]));
    // Two documents that name each other (a recurring measure and the measures it generated) cannot both come first.
    const laterNamingBack = (doc: (typeof DEMO_DOCUMENTS)[number], id: unknown) => {
      const later = byKey.get(`${doc.tenantId}/${String(id)}`);
      return later !== undefined && refsOf(later).some((ref) => ref.id === doc.id) ? later.type : undefined;
    };
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const doc of DEMO_DOCUMENTS) {
      for (const ref of refsOf(doc)) {
        const type = seen.get(`${doc.tenantId}/${String(ref.id)}`) ?? laterNamingBack(doc, ref.id);
        if (type === undefined) problems.push(`${doc.id}.${ref.path} → ${String(ref.id)} is not an earlier document`);
        else if (!ref.to.includes(type)) problems.push(`${doc.id}.${ref.path} → ${String(ref.id)} is a ${type}`);
      }
      seen.set(`${doc.tenantId}/${doc.id}`, doc.type);
    }
    expect(problems).toEqual([]);
  });

  it('shows every entity type of the registry at least once', () => {
    const seeded = new Set(DEMO_DOCUMENTS.map((doc) => doc.type));
    const missing = ENTITY_LIST.map((entity) => entity.type).filter((type) => !seeded.has(type));
    expect(missing).toEqual(Object.keys(NOT_SEEDED));
  });

  it("holds documents only of the tenant's modules, besides the roles and employees the system provisions", () => {
    for (const doc of DEMO_DOCUMENTS) {
      const module = entityFor(doc.type)?.module ?? null;
      const tenant = DEMO_TENANTS.find((t) => t.id === doc.tenantId);
      expect(tenant, doc.id).toBeDefined();
      if (module === null || ALWAYS_PROVISIONED.has(doc.type)) continue;
      expect(tenant?.subscribedModules, doc.id).toContain(module);
    }
  });

  it('shows measures that are open, overdue and done around the reference date', () => {
    const measures = DEMO_DOCUMENTS.filter((doc) => doc.type === 'MEASURE' && doc.tenantId === 'tenant-acme');
    const deadline = (doc: (typeof measures)[number]) => String(doc.data.deadlineAt);
    expect(measures.some((doc) => doc.data.isDone === false && deadline(doc) > REFERENCE_DATE)).toBe(true);
    expect(measures.some((doc) => doc.data.isDone === false && deadline(doc) < REFERENCE_DATE)).toBe(true);
    expect(measures.some((doc) => doc.data.isDone === true && doc.data.isEffective === true)).toBe(true);
  });

  it("REG-8, REG-9: Acme's register shows a location reviewed this year and one overdue at the reference date", () => {
    const reviews = DEMO_DOCUMENTS.filter((doc) => doc.type === 'SUBSTANCE_REGISTER_REVIEW');
    const latest = latestReviews(reviews);
    const due = (location: string) => nextReviewDue(latest.get(location)?.reviewedOn ?? '');
    expect(due('acme-loc-ludwigshafen') > REFERENCE_DATE).toBe(true);
    expect(due('acme-loc-mannheim') < REFERENCE_DATE).toBe(true);
  });
});
